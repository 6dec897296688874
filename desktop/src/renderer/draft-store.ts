import type { Lead } from '@skltcoa/shared';

/** What a change was based on: the lead's version and the values the counsellor saw. */
export type LeadSnapshot = Pick<Lead, 'version' | 'status' | 'assignee' | 'next_follow_up_at'>;

export const snapshotOf = (lead: LeadSnapshot): LeadSnapshot => ({
  version: lead.version,
  status: lead.status,
  assignee: lead.assignee,
  next_follow_up_at: lead.next_follow_up_at,
});

/**
 * A choice not yet saved: the value, and the lead it was made on, whose
 * version the save names (a colleague's change in between is a conflict).
 */
export interface FieldDraft {
  value: string;
  base: LeadSnapshot;
}

export interface CallDraft {
  outcome: string;
  body: string;
  /** `datetime-local` text, read as Mumbai time. */
  callBackAt: string;
}

/** Everything typed or chosen in one lead's panel and not yet saved. */
export interface LeadDraft {
  note?: string;
  call?: CallDraft;
  status?: FieldDraft;
  assignee?: FieldDraft;
  /** `datetime-local` text, or '' to clear the follow-up. */
  followUp?: FieldDraft;
}

export type FieldName = 'status' | 'assignee' | 'followUp';

/** The part of the Web Storage API the store uses, so tests can pass a map. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const DRAFT_KEY_PREFIX = 'admissions-console:draft:';

const isString = (value: unknown): value is string => typeof value === 'string';

function readSnapshot(value: unknown): LeadSnapshot | undefined {
  const v = value as Partial<Record<keyof LeadSnapshot, unknown>> | null;
  if (!v || typeof v !== 'object' || typeof v.version !== 'number' || !isString(v.status)) {
    return undefined;
  }
  return {
    version: v.version,
    status: v.status as LeadSnapshot['status'],
    assignee: isString(v.assignee) ? v.assignee : null,
    next_follow_up_at: isString(v.next_follow_up_at) ? v.next_follow_up_at : null,
  };
}

function readField(value: unknown): FieldDraft | undefined {
  const v = value as { value?: unknown; base?: unknown } | null;
  if (!v || typeof v !== 'object' || !isString(v.value)) return undefined;
  const base = readSnapshot(v.base);
  return base ? { value: v.value, base } : undefined;
}

/** A draft read back from storage; anything malformed (an older console) is left out. */
export function parseDraft(text: string | null): LeadDraft {
  if (!text) return {};
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object') return {};
  const call = raw.call as Partial<Record<keyof CallDraft, unknown>> | undefined;
  return normaliseDraft({
    ...(isString(raw.note) ? { note: raw.note } : {}),
    ...(call && typeof call === 'object'
      ? {
          call: {
            outcome: isString(call.outcome) ? call.outcome : '',
            body: isString(call.body) ? call.body : '',
            callBackAt: isString(call.callBackAt) ? call.callBackAt : '',
          },
        }
      : {}),
    ...Object.fromEntries(
      (['status', 'assignee', 'followUp'] as const).flatMap((name) => {
        const field = readField(raw[name]);
        return field ? [[name, field]] : [];
      }),
    ),
  });
}

/** Drops the parts that hold nothing, so an untouched lead has no draft at all. */
export function normaliseDraft(draft: LeadDraft): LeadDraft {
  const out: LeadDraft = {};
  if (draft.note) out.note = draft.note;
  if (draft.call && (draft.call.outcome || draft.call.body || draft.call.callBackAt)) {
    out.call = draft.call;
  }
  if (draft.status) out.status = draft.status;
  if (draft.assignee) out.assignee = draft.assignee;
  if (draft.followUp) out.followUp = draft.followUp;
  return out;
}

export const isEmptyDraft = (draft: LeadDraft) => Object.keys(normaliseDraft(draft)).length === 0;

/**
 * Drafts per lead, in memory and in the window's sessionStorage: switching
 * leads, a reload of the list, or the session ending and starting again keeps
 * them; closing the console (or signing out) does not.
 */
export function createDraftStore(storage: StorageLike | null) {
  const memory = new Map<string, LeadDraft>();
  const key = (leadId: string) => `${DRAFT_KEY_PREFIX}${leadId}`;

  function get(leadId: string): LeadDraft {
    const held = memory.get(leadId);
    if (held) return held;
    let stored: string | null = null;
    try {
      stored = storage?.getItem(key(leadId)) ?? null;
    } catch {
      // Storage refused (private mode, policy): memory alone still keeps drafts.
    }
    const draft = parseDraft(stored);
    memory.set(leadId, draft);
    return draft;
  }

  function set(leadId: string, draft: LeadDraft): LeadDraft {
    const clean = normaliseDraft(draft);
    memory.set(leadId, clean);
    try {
      if (isEmptyDraft(clean)) storage?.removeItem(key(leadId));
      else storage?.setItem(key(leadId), JSON.stringify(clean));
    } catch {
      // A full or refused storage must not lose what is in memory.
    }
    return clean;
  }

  return {
    get,
    set,
    update: (leadId: string, change: (draft: LeadDraft) => LeadDraft) =>
      set(leadId, change(get(leadId))),
    /** Forgets every draft: on signing out, so the next person does not see them. */
    clearAll() {
      memory.clear();
      if (!storage) return;
      try {
        const keys: string[] = [];
        for (let i = 0; i < storage.length; i += 1) {
          const name = storage.key(i);
          if (name?.startsWith(DRAFT_KEY_PREFIX)) keys.push(name);
        }
        keys.forEach((name) => storage.removeItem(name));
      } catch {
        // nothing more to do
      }
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

let shared: DraftStore | undefined;

/** The console's one store, on the window's sessionStorage. */
export function drafts(): DraftStore {
  shared ??= createDraftStore(typeof sessionStorage === 'undefined' ? null : sessionStorage);
  return shared;
}

/**
 * What is left of a draft once the text sent has been saved: nothing if it
 * is unchanged, what was typed after it if the counsellor kept typing while
 * it saved, or all of it if they changed it some other way.
 */
export function remainderAfterSave(current: string, sent: string): string {
  if (current === sent) return '';
  if (current.startsWith(sent)) return current.slice(sent.length).replace(/^\s+/, '');
  return current;
}
