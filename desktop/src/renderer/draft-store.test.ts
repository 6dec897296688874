import { describe, expect, it } from 'vitest';
import {
  createDraftStore,
  DRAFT_KEY_PREFIX,
  draftParts,
  KEPT_KEY_PREFIX,
  parseDraft,
  remainderAfterSave,
  snapshotOf,
  type LeadSnapshot,
  type StorageLike,
} from './draft-store';

/** sessionStorage's behaviour over a Map. */
function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

const base: LeadSnapshot = {
  version: 3,
  status: 'new',
  assignee: null,
  next_follow_up_at: null,
};

describe('createDraftStore', () => {
  it('keeps a draft per lead, in memory and in storage', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.set('a', { note: 'Father decides' });
    store.set('b', { note: 'Call after 6 pm' });
    expect(store.get('a').note).toBe('Father decides');
    expect(store.get('b').note).toBe('Call after 6 pm');
    expect(JSON.parse(storage.map.get(`${DRAFT_KEY_PREFIX}a`)!)).toEqual({
      note: 'Father decides',
    });
  });

  it('gives a new store (a reloaded window) the drafts kept in storage', () => {
    const storage = memoryStorage();
    createDraftStore(storage).set('a', {
      note: 'half a thought',
      call: {
        outcome: 'call-back-later',
        status: 'contacted',
        followUp: '2026-11-28T11:00',
        base,
      },
    });
    expect(createDraftStore(storage).get('a')).toEqual({
      note: 'half a thought',
      call: {
        outcome: 'call-back-later',
        status: 'contacted',
        followUp: '2026-11-28T11:00',
        base,
      },
    });
  });

  it('updates one part without touching the others', () => {
    const store = createDraftStore(memoryStorage());
    store.set('a', { note: 'one', assignee: { value: '', base } });
    store.update('a', (draft) => ({ ...draft, note: 'one two' }));
    expect(store.get('a')).toEqual({ note: 'one two', assignee: { value: '', base } });
  });

  it('removes a lead from storage once nothing is left in its draft', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.set('a', { note: 'x' });
    store.set('a', { note: '', label: 'Asha Rao', call: { outcome: '' } });
    expect(store.get('a')).toEqual({});
    expect(storage.map.size).toBe(0);
  });

  it('keeps drafts in memory when storage refuses them', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createDraftStore(storage);
    store.set('a', { note: 'still here' });
    expect(store.get('a').note).toBe('still here');
  });

  it('works with no storage at all', () => {
    const store = createDraftStore(null);
    store.set('a', { note: 'memory only' });
    expect(store.get('a').note).toBe('memory only');
  });

  it('forgets every draft, and only drafts, on clearAll', () => {
    const storage = memoryStorage();
    storage.setItem('admissions-console:grid-state', '[]');
    const store = createDraftStore(storage);
    store.set('a', { note: 'x' });
    store.set('b', { note: 'y' });
    store.clearAll();
    expect(store.get('a')).toEqual({});
    expect([...storage.map.keys()]).toEqual(['admissions-console:grid-state']);
  });
});

describe('parseDraft', () => {
  it('leaves out what it cannot read', () => {
    expect(parseDraft('not json')).toEqual({});
    expect(parseDraft(null)).toEqual({});
    expect(parseDraft(JSON.stringify({ note: 5, status: { value: 'x' } }))).toEqual({});
  });

  it('reads a draft an older console kept, before the post-call form', () => {
    const old = {
      note: 'Father decides',
      call: {
        outcome: 'call-back-later',
        body: 'Asked for the fees',
        callBackAt: '2026-11-28T11:00',
      },
      status: { value: 'interested', base },
    };
    expect(parseDraft(JSON.stringify(old))).toEqual({
      note: 'Father decides\nAsked for the fees',
      call: {
        outcome: 'call-back-later',
        status: 'interested',
        followUp: '2026-11-28T11:00',
        base,
      },
    });
  });
});

describe('signing out with drafts', () => {
  it('keeps them for the same member of staff, out of sight of anyone else', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.set('a', { label: 'Asha Rao', note: 'Father decides' });
    store.set('b', { label: 'Kabir Shah', call: { outcome: 'busy', base } });
    expect(
      store
        .list()
        .map((entry) => entry.leadId)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(draftParts(store.get('b'))).toEqual(['call outcome']);

    expect(store.keepFor('Meera@College.edu.in')).toBe(2);
    expect(store.list()).toEqual([]);
    expect(store.get('a')).toEqual({});
    // Nothing of theirs is in sight under a draft key: only the kept blob.
    expect([...storage.map.keys()]).toEqual([`${KEPT_KEY_PREFIX}meera@college.edu.in`]);

    // Another member of staff signs in at this computer: nothing of Meera's.
    const next = createDraftStore(storage);
    expect(next.restoreFor('ravi@college.edu.in')).toBe(0);
    expect(next.list()).toEqual([]);
    next.set('c', { label: 'Ravi’s lead', note: 'his own' });
    next.keepFor('ravi@college.edu.in');

    // Meera signs in again (the window reloaded meanwhile): hers come back, once.
    const again = createDraftStore(storage);
    expect(again.restoreFor('meera@college.edu.in')).toBe(2);
    expect(again.get('a')).toEqual({ label: 'Asha Rao', note: 'Father decides' });
    expect(again.get('b').call).toEqual({ outcome: 'busy', base });
    expect(again.get('c')).toEqual({});
    expect(storage.map.has(`${KEPT_KEY_PREFIX}meera@college.edu.in`)).toBe(false);
    expect(storage.map.has(`${KEPT_KEY_PREFIX}ravi@college.edu.in`)).toBe(true);
  });

  it('lets a draft in sight win over a kept one for the same lead', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.set('a', { note: 'kept' });
    store.keepFor('meera@college.edu.in');
    store.set('a', { note: 'typed since' });
    expect(store.restoreFor('meera@college.edu.in')).toBe(0);
    expect(store.get('a').note).toBe('typed since');
  });

  it('cannot keep drafts apart without storage, so it forgets them', () => {
    const store = createDraftStore(null);
    store.set('a', { note: 'memory only' });
    expect(store.keepFor('meera@college.edu.in')).toBe(0);
    expect(store.list()).toEqual([]);
  });
});

describe('snapshotOf', () => {
  it('keeps only what a change is compared with', () => {
    expect(snapshotOf({ ...base, name: 'Asha' } as LeadSnapshot & { name: string })).toStrictEqual(
      base,
    );
  });
});

describe('remainderAfterSave', () => {
  it('keeps what was typed while the note was saving, and nothing that was saved', () => {
    expect(remainderAfterSave('Father decides', 'Father decides')).toBe('');
    expect(remainderAfterSave('Father decides\nCall at 6', 'Father decides')).toBe('Call at 6');
    expect(remainderAfterSave('Mother decides', 'Father decides')).toBe('Mother decides');
  });
});
