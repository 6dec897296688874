import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft, saveDraft } from './form-draft';

const key = draftKey('admission', '/mr/admission');

beforeEach(() => sessionStorage.clear());

describe('an enquiry form’s draft', () => {
  it('keeps what was typed and chosen, never the consent', () => {
    saveDraft(key, {
      name: 'रिया देशमुख',
      email: 'riya@example.com',
      phone: '98200 12345',
      adult: 'no',
      guardian_name: 'Meena',
      consent: true,
    });
    expect(readDraft(key)).toEqual({
      name: 'रिया देशमुख',
      email: 'riya@example.com',
      phone: '98200 12345',
      adult: 'no',
      guardian_name: 'Meena',
    });
    expect(sessionStorage.getItem(key)).not.toContain('consent');
  });

  it('keeps nothing for a form with nothing typed, and forgets a sent one', () => {
    saveDraft(key, { name: 'Asha', program: 'Bachelor of Architecture' });
    expect(readDraft(key)).not.toBeNull();
    saveDraft(key, { name: '', email: '', phone: '', program: 'Bachelor of Architecture' });
    expect(readDraft(key)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('reads nothing from storage the browser refuses, or from a mangled entry', () => {
    const refusing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(readDraft(key, refusing)).toBeNull();
    expect(() => saveDraft(key, { name: 'Asha' }, refusing)).not.toThrow();
    sessionStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
  });
});
