import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentPlugin, TRANSLATIONS } from './content';
import { samplesBeforeFinal } from './final-check';

/*
 * `final: true` is refused while the privacy contact or the facts the notice relies on are
 * still samples (ADR 055), against fixture content folders.
 */

let root: string;

const SITE = (final: boolean, facts: Record<string, string> = {}) =>
  `final: ${final}
previewBanner: 'Preview: samples.'
name: ${facts.name ?? 'SKLT College of Architecture'}
shortName: SKLTCOA
group: Rahul Education
address:
  - ${facts.street ?? '14 Marve Road, Malad (West)'}
  - Mumbai 400064, Maharashtra
phone: ${facts.phone ?? '+91 22 2882 1234'}
email: ${facts.email ?? 'admissions@skltcoa.edu.in'}
`;

const CONTACT = (officer: Record<string, string> = {}) =>
  `heading: Privacy contact and grievances
role: Grievance Officer (Data Protection)
officer:
  name: ${officer.name ?? 'Dr. Sunita Kulkarni'}
  email: ${officer.email ?? 'privacy@skltcoa.edu.in'}
  phone: ${officer.phone ?? '+91 22 2882 1235'}
`;

function write(name: string, text: string) {
  mkdirSync(join(root, name, '..'), { recursive: true });
  writeFileSync(join(root, name), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'skltcoa-final-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('final: true and the sample values', () => {
  it('lets a preview keep its samples', () => {
    write('site.yaml', SITE(false, { email: 'admissions@skltcoa.example' }));
    write('privacy-contact.yaml', CONTACT({ name: 'Sample Grievance Officer' }));
    expect(samplesBeforeFinal(root, TRANSLATIONS)).toEqual([]);
  });

  it('lets the college go live once every fact is its own', () => {
    write('site.yaml', SITE(true));
    write('privacy-contact.yaml', CONTACT());
    write('mr/site.yaml', 'address:\n  - 14 मार्वे रोड, मालाड (पश्चिम)\n  - मुंबई 400064, महाराष्ट्र\n');
    expect(samplesBeforeFinal(root, TRANSLATIONS)).toEqual([]);
  });

  it('refuses the sample grievance officer, each value named with its file and key', () => {
    write('site.yaml', SITE(true));
    write(
      'privacy-contact.yaml',
      CONTACT({
        name: 'Sample Grievance Officer',
        email: 'privacy@skltcoa.example',
        phone: '+91 22 4000 0000',
      }),
    );
    const problems = samplesBeforeFinal(root, TRANSLATIONS);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^content\/privacy-contact\.yaml: officer\.name says “sample”/);
    expect(problems[1]).toMatch(/officer\.email is at a domain reserved for examples/);
    expect(problems[2]).toMatch(/officer\.phone is a placeholder number/);
  });

  it('refuses samples in the college’s facts, in a translation too', () => {
    write('site.yaml', SITE(true, { phone: '+91 22 4000 0000', email: 'office@example.com' }));
    write('privacy-contact.yaml', CONTACT());
    write('hi/site.yaml', 'address:\n  - सैंपल कैंपस रोड, मालाड (पश्चिम)\n  - मुंबई 400064\n');
    const problems = samplesBeforeFinal(root, TRANSLATIONS);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/site\.yaml: phone is a placeholder number/),
      expect.stringMatching(/^content\/site\.yaml: email is at a domain reserved/),
      expect.stringMatching(/^content\/hi\/site\.yaml: address\.0 says “sample”/),
    ]);
  });

  it('fails the build of the pages, not only the check', async () => {
    write('site.yaml', SITE(true, { street: 'Sample Campus Road' }));
    write('privacy-contact.yaml', CONTACT());
    const plugin = contentPlugin(root) as unknown as {
      transformIndexHtml: (html: string) => Promise<string>;
    };
    await expect(
      plugin.transformIndexHtml('<html lang="en"><body><div id="root"></div></body></html>'),
    ).rejects.toThrow(/address\.0 says “sample”/);
  });
});

it('finds the samples this repository ships, once its site.yaml says final: true', () => {
  const real = join(import.meta.dirname, '../../content');
  expect(samplesBeforeFinal(real, TRANSLATIONS)).toEqual([]);
  write(
    'site.yaml',
    readFileSync(join(real, 'site.yaml'), 'utf8').replace('\nfinal: false', '\nfinal: true'),
  );
  write('privacy-contact.yaml', readFileSync(join(real, 'privacy-contact.yaml'), 'utf8'));
  const problems = samplesBeforeFinal(root, TRANSLATIONS).join('\n');
  for (const key of ['officer.name', 'officer.email', 'officer.phone'])
    expect(problems).toContain(`content/privacy-contact.yaml: ${key}`);
  expect(problems).toContain('content/site.yaml: address.0');
});
