const TONES = ['#7a2e1d', '#33506b', '#4d6b3c', '#6b4d7a', '#8a5a1f', '#2f6b68'];

/** A placeholder portrait drawn for this project; the college supplies real photographs. */
export function Portrait({ tone, label }: { tone: number; label?: string }) {
  return (
    <svg
      className="portrait"
      width="240"
      height="280"
      viewBox="0 0 240 280"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <rect width="240" height="280" fill={TONES[tone % TONES.length]} />
      <circle cx="120" cy="110" r="48" fill="#f3ece4" />
      <path d="M40 280c0-60 36-96 80-96s80 36 80 96z" fill="#f3ece4" />
    </svg>
  );
}
