import { describe, expect, it } from 'vitest';
import { isAllowedExternalLink } from '../main/external-links';
import { contactLinks, firstName, programFullLabel, whatsAppMessage } from './contact-links';

const lead = {
  name: '  Asha   Rao ',
  program: 'Bachelor of Architecture' as const,
  phone: '+919876543210',
};

describe('contactLinks', () => {
  it('dials the stored number and opens WhatsApp with the number without its plus', () => {
    const links = contactLinks(lead)!;
    expect(links.tel).toBe('tel:+919876543210');
    expect(links.whatsApp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
  });

  it('fills in a greeting that names the programme, encoded for a URL', () => {
    const text = new URL(contactLinks(lead)!.whatsApp).searchParams.get('text');
    expect(text).toBe(
      'Hello Asha, this is SKLTCOA admissions about your enquiry for the ' +
        'Bachelor of Architecture (B.Arch) programme.',
    );
    expect(contactLinks(lead)!.whatsApp).not.toMatch(/ /);
  });

  it('makes only links the main process agrees to open', () => {
    for (const program of ['Bachelor of Architecture', 'Diploma in Architecture'] as const) {
      const links = contactLinks({ ...lead, program, name: "D'Souza, Ana-Maria & co" })!;
      expect(isAllowedExternalLink(links.tel)).toBe(true);
      expect(isAllowedExternalLink(links.whatsApp)).toBe(true);
    }
  });

  it('names the diploma with its own short name', () => {
    expect(programFullLabel('Diploma in Architecture')).toBe('Diploma in Architecture (D.Arch)');
    expect(whatsAppMessage({ name: 'Kabir', program: 'Diploma in Architecture' })).toContain(
      'Diploma in Architecture (D.Arch) programme',
    );
  });

  it('reads a number written another way, and gives no links for one that is not a mobile', () => {
    expect(contactLinks({ ...lead, phone: '098765 43210' })!.tel).toBe('tel:+919876543210');
    expect(contactLinks({ ...lead, phone: '+44 20 7946 0958' })).toBeNull();
    expect(contactLinks({ ...lead, phone: '' })).toBeNull();
  });

  it('greets without a name when there is none', () => {
    expect(firstName('   ')).toBe('');
    expect(whatsAppMessage({ name: ' ', program: 'Bachelor of Architecture' })).toMatch(
      /^Hello, this is SKLTCOA/,
    );
  });
});
