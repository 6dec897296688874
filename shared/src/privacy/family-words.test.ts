import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language';
import { FAMILY_WORDS } from './family-words';
import { BOARD_URL, PRIVACY_CONTACT } from './notice';
import { RIGHTS_REQUEST_KINDS, RIGHTS_REQUEST_LABELS } from './rights';

/*
 * The words every language's emails and pages share a meaning with: the complaint line says how to
 * reach the Board (DPDP Act s. 28(1); ADR 055), and the rights are named once.
 */
describe('FAMILY_WORDS', () => {
  it.each(LANGUAGES)('%s: the complaint lines say how to reach the Board', (language) => {
    const { mail } = FAMILY_WORDS[language];
    expect(mail.footer.grievance).toContain(BOARD_URL);
    expect(mail.rights.complaint).toContain(BOARD_URL);
  });

  it('English: the footer is the privacy contact’s grievance sentence, one definition', () => {
    expect(FAMILY_WORDS.en.mail.footer.grievance).toBe(PRIVACY_CONTACT.grievance);
  });

  it('English: the rights are named as shared names them', () => {
    expect(FAMILY_WORDS.en.rightsLabels).toBe(RIGHTS_REQUEST_LABELS);
  });

  it.each(LANGUAGES)('%s: every right has a name', (language) => {
    for (const kind of RIGHTS_REQUEST_KINDS)
      expect(FAMILY_WORDS[language].rightsLabels[kind]).toMatch(/\S/);
  });
});
