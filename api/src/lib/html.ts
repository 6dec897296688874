const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * The page a browser without JavaScript sees when its form post is refused.
 * Its Back button returns to the form with the typed values still there.
 */
export function messagePage({
  title,
  message,
  items = [],
  backTo,
}: {
  title: string;
  message: string;
  items?: string[];
  backTo: string;
}): string {
  const list = items.length
    ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:1.05rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
a{color:#1d4ed8}li{margin:.25rem 0}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${list}
<p>Use your browser's Back button to return to the form with your details kept, or
<a href="${escapeHtml(backTo)}">go back to the page you came from</a>.</p></main></body></html>`;
}
