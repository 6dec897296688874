import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NOTICE_LANGUAGES, currentNotice } from '@skltcoa/shared';
import { expect, it } from 'vitest';
import { privacyFiles } from '../../scripts/privacy-data';
import { NOTICES } from './notice';

it.each(NOTICE_LANGUAGES)(
  '/privacy shows the current notice in %s, as shared publishes it',
  (lang) => {
    expect(NOTICES[lang]).toEqual(currentNotice(lang));
  },
);

it('the forms’ notice and the privacy facts are as shared has them now (else run scripts/privacy-data.ts)', async () => {
  for (const [name, code] of Object.entries(await privacyFiles())) {
    const written = readFileSync(resolve(import.meta.dirname, name), 'utf8');
    expect(written, name).toBe(code);
  }
});
