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

/**
 * The post-call form's choices (post-call-form.ts). A part left out shows the
 * lead's own value; a part the form proposed (not typed or chosen by the
 * counsellor) is marked so, and the next outcome may propose it again.
 */
export interface CallDraft {
  /** A call outcome, or '' while none is chosen (a note alone). */
  outcome: string;
  /** The new status. */
  status?: string;
  statusProposed?: boolean;
  /** `datetime-local` text, read as Mumbai time; '' for none. */
  followUp?: string;
  followUpProposed?: boolean;
  /** The lead as it was when the counsellor began: its version goes with the save. */
  base?: LeadSnapshot;
}

/** Everything typed or chosen in one lead's panel and not yet saved. */
export interface LeadDraft {
  /** The lead's name when the draft was last changed: what the sign-out question lists. */
  label?: string;
  /** The post-call form's note. */
  note?: string;
  call?: CallDraft;
  assignee?: FieldDraft;
}

/** The part of the Web Storage API the store uses, so tests can pass a map. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const DRAFT_KEY_PREFIX = 'admissions-console:draft:';
/** Drafts a member of staff kept when signing out, under their email (lower case). */
export const KEPT_KEY_PREFIX = 'admissions-console:kept-drafts:';

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

function readCall(value: unknown, raw: Record<string, unknown>): CallDraft | undefined {
  const call = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  // A console before the post-call form kept the status and the follow-up apart.
  const oldStatus = readField(raw.status);
  const oldFollowUp = readField(raw.followUp);
  const out: CallDraft = { outcome: isString(call.outcome) ? call.outcome : '' };
  const status = isString(call.status) ? call.status : oldStatus?.value;
  if (status !== undefined) out.status = status;
  if (call.statusProposed === true) out.statusProposed = true;
  const followUp = isString(call.followUp)
    ? call.followUp
    : isString(call.callBackAt) && call.callBackAt
      ? call.callBackAt
      : oldFollowUp?.value;
  if (followUp !== undefined) out.followUp = followUp;
  if (call.followUpProposed === true) out.followUpProposed = true;
  const base = readSnapshot(call.base) ?? oldStatus?.base ?? oldFollowUp?.base;
  if (base) out.base = base;
  return out;
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
  const oldBody =
    raw.call && typeof raw.call === 'object' ? (raw.call as { body?: unknown }).body : undefined;
  const note = [raw.note, oldBody].filter((text) => isString(text) && text).join('\n');
  const assignee = readField(raw.assignee);
  return normaliseDraft({
    ...(isString(raw.label) ? { label: raw.label } : {}),
    ...(note ? { note } : {}),
    call: readCall(raw.call, raw),
    ...(assignee ? { assignee } : {}),
  });
}

const callHolds = (call: CallDraft | undefined): call is CallDraft =>
  !!call && (call.outcome !== '' || call.status !== undefined || call.followUp !== undefined);

/** Drops the parts that hold nothing, so an untouched lead has no draft at all. */
export function normaliseDraft(draft: LeadDraft): LeadDraft {
  const out: LeadDraft = {};
  if (draft.note) out.note = draft.note;
  if (callHolds(draft.call)) out.call = draft.call;
  if (draft.assignee) out.assignee = draft.assignee;
  // A name alone is no draft.
  if (draft.label && Object.keys(out).length > 0) out.label = draft.label;
  return out;
}

export const isEmptyDraft = (draft: LeadDraft) => Object.keys(normaliseDraft(draft)).length === 0;

/** What a draft holds, in words, for the sign-out question: "note, call outcome". */
export function draftParts(draft: LeadDraft): string[] {
  const parts: string[] = [];
  if (draft.note) parts.push('note');
  if (draft.call?.outcome) parts.push('call outcome');
  if (draft.call?.status !== undefined && !draft.call.statusProposed) parts.push('status');
  if (draft.call?.followUp !== undefined && !draft.call.followUpProposed) {
    parts.push('next follow-up');
  }
  if (draft.assignee) parts.push('assignment');
  return parts;
}

const ownerOf = (email: string) => email.trim().toLowerCase();

/**
 * Drafts per lead, in memory and in the window's sessionStorage: switching
 * leads, a reload of the list, or the session ending and starting again keeps
 * them; closing the console does not. Signing out either forgets them or
 * keeps them aside under the member of staff's email, out of sight of anyone
 * else who signs in, until that person signs in again in this console
 * (`keepFor`, `restoreFor`).
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

  function storedKeys(prefix: string): string[] {
    const keys: string[] = [];
    try {
      for (let i = 0; i < (storage?.length ?? 0); i += 1) {
        const name = storage?.key(i);
        if (name?.startsWith(prefix)) keys.push(name);
      }
    } catch {
      // Storage refused: memory alone holds the drafts.
    }
    return keys;
  }

  /** Every lead with a draft, in memory or in storage. */
  function list(): { leadId: string; draft: LeadDraft }[] {
    const ids = new Set([
      ...memory.keys(),
      ...storedKeys(DRAFT_KEY_PREFIX).map((name) => name.slice(DRAFT_KEY_PREFIX.length)),
    ]);
    return [...ids]
      .map((leadId) => ({ leadId, draft: get(leadId) }))
      .filter((entry) => !isEmptyDraft(entry.draft));
  }

  /** Forgets every draft in sight (the kept ones of others stay kept). */
  function clearAll() {
    memory.clear();
    try {
      storedKeys(DRAFT_KEY_PREFIX).forEach((name) => storage?.removeItem(name));
    } catch {
      // nothing more to do
    }
  }

  function readKept(owner: string): Record<string, LeadDraft> {
    let text: string | null;
    try {
      text = storage?.getItem(`${KEPT_KEY_PREFIX}${ownerOf(owner)}`) ?? null;
    } catch {
      return {};
    }
    let raw: unknown;
    try {
      raw = text ? JSON.parse(text) : {};
    } catch {
      return {};
    }
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(
      Object.entries(raw as Record<string, unknown>)
        .map(([leadId, draft]) => [leadId, parseDraft(JSON.stringify(draft))] as const)
        .filter(([, draft]) => !isEmptyDraft(draft)),
    );
  }

  return {
    get,
    set,
    list,
    update: (leadId: string, change: (draft: LeadDraft) => LeadDraft) =>
      set(leadId, change(get(leadId))),
    /** Forgets every draft: the person chose to, or every session ended (a lost computer). */
    clearAll,
    /**
     * Puts every draft in sight aside for `owner` (a staff email) and clears
     * them from sight: signing out with "keep". Returns how many leads were kept.
     * Without storage they cannot be kept apart from the next person, so they
     * are forgotten.
     */
    keepFor(owner: string): number {
      const kept = { ...readKept(owner) };
      const current = list();
      current.forEach(({ leadId, draft }) => {
        kept[leadId] = draft;
      });
      clearAll();
      if (Object.keys(kept).length === 0) return 0;
      try {
        if (!storage) return 0;
        storage.setItem(`${KEPT_KEY_PREFIX}${ownerOf(owner)}`, JSON.stringify(kept));
      } catch {
        return 0;
      }
      return current.length;
    },
    /**
     * Brings back the drafts `owner` kept at sign-out; a draft in sight for the
     * same lead wins. Returns how many leads came back.
     */
    restoreFor(owner: string): number {
      const kept = readKept(owner);
      try {
        storage?.removeItem(`${KEPT_KEY_PREFIX}${ownerOf(owner)}`);
      } catch {
        // Read once; at worst it comes back again at the next sign-in.
      }
      let restored = 0;
      for (const [leadId, draft] of Object.entries(kept)) {
        if (!isEmptyDraft(get(leadId))) continue;
        set(leadId, draft);
        restored += 1;
      }
      return restored;
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
