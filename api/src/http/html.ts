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

const STYLE = `body{font:1.05rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
a{color:#1d4ed8}li{margin:.25rem 0}button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.4rem;border:2px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
section{border-top:1px solid #d1d5db;margin-top:1.5rem}
.error-summary{border:4px solid #b91c1c;padding:0 1rem;margin:1rem 0}.error-summary:focus{outline:3px solid #f59e0b}
.error-summary h2{margin:.75rem 0 .25rem}.error-summary a{color:#b91c1c;font-weight:600}.error{color:#b91c1c;font-weight:600;margin:.25rem 0}
.field,fieldset{margin:1rem 0}.field>label{display:block;font-weight:600}input:not([type=radio],[type=checkbox]),select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}`;

/**
 * A small page the API renders itself: an answer to a form posted without
 * JavaScript, or a page behind a one-time link. `body` is trusted HTML;
 * callers escape what they put in it.
 */
export function htmlPage({
  title,
  body,
  lang = 'en',
}: {
  title: string;
  body: string;
  lang?: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
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
  lang,
  back,
}: {
  title: string;
  message: string;
  items?: string[];
  backTo: string;
  lang?: string;
  /** The words around the link back, in the page's language; English without them. */
  back?: { before: string; link: string; after: string };
}): string {
  const list = items.length
    ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const backLink = back
    ? `${escapeHtml(back.before)}<a href="${escapeHtml(backTo)}">${escapeHtml(back.link)}</a>${escapeHtml(back.after)}`
    : `Use your browser's Back button to return to the form with your details kept, or
<a href="${escapeHtml(backTo)}">go back to the page you came from</a>.`;
  return htmlPage({
    title,
    ...(lang ? { lang } : {}),
    body: `<p>${escapeHtml(message)}</p>${list}
<p>${backLink}</p>`,
  });
}
