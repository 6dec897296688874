/*
 * What a visitor typed into an enquiry form, kept in this tab's sessionStorage until the
 * enquiry is sent, so that a phone that goes offline at the tap, or a reload, loses nothing
 * (ADR 055). It stays on the visitor's own device and goes when the tab closes. The consent
 * box is never kept: agreeing is ticked afresh.
 */

const PREFIX = 'skltcoa:enquiry-draft:';

/** The fields a draft keeps: what the visitor typed or chose, never the consent. */
export const DRAFT_FIELDS = [
  'name',
  'email',
  'phone',
  'program',
  'adult',
  'guardian_name',
  'guardian_email',
  'guardian_phone',
  'notice_language',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type Draft = Partial<Record<DraftField, string>>;

/** Words typed, as opposed to choices a form starts with. */
const TYPED: readonly DraftField[] = [
  'name',
  'email',
  'phone',
  'guardian_name',
  'guardian_email',
  'guardian_phone',
];

/** One form's draft: the page and the form on it. */
export const draftKey = (variant: string, pathname: string) => `${PREFIX}${variant}:${pathname}`;

/** The draft kept for a form, or nothing; storage a browser refuses reads as none. */
export function readDraft(
  key: string,
  storage: () => Storage = () => sessionStorage,
): Draft | null {
  try {
    const stored = storage().getItem(key);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Record<string, unknown>;
    const draft: Draft = {};
    for (const field of DRAFT_FIELDS) {
      if (typeof parsed[field] === 'string') draft[field] = parsed[field];
    }
    return draft;
  } catch {
    return null;
  }
}

/** Keeps what a form holds now; a form with nothing typed keeps no draft. */
export function saveDraft(
  key: string,
  values: object,
  storage: () => Storage = () => sessionStorage,
): void {
  const fields = values as Readonly<Record<string, unknown>>;
  try {
    if (!TYPED.some((field) => typeof fields[field] === 'string' && fields[field] !== '')) {
      storage().removeItem(key);
      return;
    }
    const draft = Object.fromEntries(
      DRAFT_FIELDS.filter((field) => typeof fields[field] === 'string').map((field) => [
        field,
        fields[field],
      ]),
    );
    storage().setItem(key, JSON.stringify(draft));
  } catch {
    // Private modes and full storage refuse: the form still works, only a reload forgets.
  }
}
