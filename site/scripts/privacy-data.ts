/**
 * Writes the privacy data the pages carry from shared, its one definition:
 * `src/content/privacy-facts.ts` (paths, durations, languages, version),
 * `src/content/privacy-contact.ts` (the privacy contact's name, email and phone, and the
 * grievance's days) and
 * `src/content/form-notices.ts` (the parts of the current notice an enquiry
 * form shows, in each language). shared declares these beside the
 * notice's zod schema, and a page importing that module would carry zod (27 KB
 * over the JavaScript budget, ADR 006); a form also leaves out the parts that
 * only /privacy shows. It also writes shared's `src/privacy/officer.ts`, the
 * grievance officer, from content/privacy-contact.yaml, the one place they are
 * set (ADR 055). `src/content/notice.test.ts` fails while a written file
 * differs from what this would write.
 *
 * Run after changing the notice, its constants or the officer: npx tsx site/scripts/privacy-data.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  BACKUP_MONTHS,
  BOARD_URL,
  CURRENT_NOTICE_VERSION,
  FAMILY_WORDS,
  GUARDIAN_LINK_DAYS,
  NOTICE_LANGUAGES,
  PRIVACY_CONTACT,
  PRIVACY_PATH,
  RIGHTS_ANSWER_DAYS,
  RIGHTS_LINK_HOURS,
  RIGHTS_REQUEST_KINDS,
  RIGHTS_REQUEST_PATH,
  WITHDRAWAL_LINK_HOURS,
  WITHDRAW_PATH,
  currentNotice,
} from '@skltcoa/shared';
import { format, resolveConfig } from 'prettier';

const HEADER = (what: string) =>
  `/* ${what}, written by scripts/privacy-data.ts from @skltcoa/shared: do not edit. */\n`;

/** The notice's parts an enquiry form shows; intro, retention, rights and complaint are /privacy's. */
export const FORM_PARTS = [
  'version',
  'language',
  'languageName',
  'title',
  'items',
  'purposes',
  'notUsedFor',
  'children',
  'withdraw',
  'contactLabel',
  'consentLabel',
  'adultQuestion',
  'adultYes',
  'adultNo',
  'guardianIntro',
  'fullNoticeLabel',
] as const;

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** shared's copy of the officer, as a path from site/src/content/. */
export const OFFICER_FILE = '../../../shared/src/privacy/officer.ts';

/** Where the grievance officer is set: the one content file (ADR 055). */
const CONTACT_FILE = resolve(import.meta.dirname, '../../content/privacy-contact.yaml');

/**
 * shared's copy of the grievance officer from content/privacy-contact.yaml, for the API's emails
 * and pages, which read no YAML. Written beside the notice; the site's copy below comes from it.
 */
function officerFile(): string {
  const { officer, role } = parse(readFileSync(CONTACT_FILE, 'utf8')) as {
    officer: { name: string; email: string; phone: string };
    role: string;
  };
  return `/* The grievance officer, written by site/scripts/privacy-data.ts from content/privacy-contact.yaml: do not edit. */

/** Who answers for the families' data (DPDP Rules 2025, Rule 9), as content/privacy-contact.yaml names them. */
export const PRIVACY_OFFICER = ${json({
    name: officer.name,
    role,
    email: officer.email,
    phone: String(officer.phone),
  })} as const;
`;
}

export async function privacyFiles(): Promise<Record<string, string>> {
  const facts = `${HEADER("shared's privacy constants")}
import type { NoticeLanguage, RightsRequestKind } from '@skltcoa/shared';

export const LANGUAGES: readonly NoticeLanguage[] = ${json(NOTICE_LANGUAGES)};
export const NOTICE_VERSION = ${json(CURRENT_NOTICE_VERSION)} as const;
export const PRIVACY_PATH = ${json(PRIVACY_PATH)};
export const WITHDRAW_PATH = ${json(WITHDRAW_PATH)};
export const GUARDIAN_LINK_DAYS = ${GUARDIAN_LINK_DAYS};
export const WITHDRAWAL_LINK_HOURS = ${WITHDRAWAL_LINK_HOURS};
export const BACKUP_MONTHS = ${BACKUP_MONTHS};
export const BOARD_URL = ${json(BOARD_URL)};
export const PRIVACY_EMAIL = ${json(PRIVACY_CONTACT.email)};
export const RIGHTS_REQUEST_PATH = ${json(RIGHTS_REQUEST_PATH)};
export const RIGHTS_LINK_HOURS = ${RIGHTS_LINK_HOURS};
export const RIGHTS_ANSWER_DAYS = ${RIGHTS_ANSWER_DAYS};
${NOTICE_LANGUAGES.map(
  (lang) =>
    `/** The rights as the ${lang} emails and pages name them (FAMILY_WORDS.${lang}.rightsLabels). */
export const RIGHTS_REQUEST_LABELS${lang === 'en' ? '' : `_${lang.toUpperCase()}`}: Readonly<Record<RightsRequestKind, string>> = ${json(
      Object.fromEntries(
        RIGHTS_REQUEST_KINDS.map((kind) => [kind, FAMILY_WORDS[lang].rightsLabels[kind]]),
      ),
    )};`,
).join('\n')}
`;
  // The role and the grievance sentence are words, which content/privacy.yaml gives in each
  // language; the pages take only the facts and the grievance's figures from shared.
  const days = PRIVACY_CONTACT.grievance.match(/\d+/g)?.map(Number) ?? [];
  if (days.length !== 3)
    throw new Error('shared’s grievance sentence should name three periods in days');
  const [acknowledgeDays, answerDays, latestDays] = days;
  const { name, email, phone } = PRIVACY_CONTACT;
  const contact = `${HEADER("shared's privacy contact")}
export const PRIVACY_CONTACT = ${json({ name, email, phone })};

/** The days in shared's grievance sentence: acknowledged, answered, and answered at the latest. */
export const GRIEVANCE_DAYS = ${json({ acknowledgeDays, answerDays, latestDays })};
`;
  const forms = Object.fromEntries(
    NOTICE_LANGUAGES.map((lang) => {
      const notice = currentNotice(lang);
      return [lang, Object.fromEntries(FORM_PARTS.map((part) => [part, notice[part]]))];
    }),
  );
  const notices = `${HEADER("The current notice's parts that an enquiry form shows")}
import type { NoticeLanguage, PrivacyNotice } from '@skltcoa/shared';

export type FormNotice = Pick<PrivacyNotice, ${FORM_PARTS.map((part) => `'${part}'`).join(' | ')}>;

export const FORM_NOTICES: Readonly<Record<NoticeLanguage, FormNotice>> = ${json(forms)};
`;
  const style = await resolveConfig(fileURLToPath(import.meta.url));
  const pretty = (code: string) => format(code, { ...style, parser: 'typescript' });
  return {
    'privacy-facts.ts': await pretty(facts),
    // Apart from the facts, so that a form, which names only the email, does not carry the rest.
    'privacy-contact.ts': await pretty(contact),
    'form-notices.ts': await pretty(notices),
    // shared's, beside the notice: a path from src/content/, where the others go.
    [OFFICER_FILE]: await pretty(officerFile()),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, code] of Object.entries(await privacyFiles())) {
    writeFileSync(new URL(`../src/content/${name}`, import.meta.url), code);
  }
}
