/**
 * Writes the privacy data the pages carry from shared, its one definition:
 * `src/content/privacy-facts.ts` (paths, durations, languages, version),
 * `src/content/privacy-contact.ts` (the privacy contact's name, email and phone, and the
 * grievance's days) and
 * `src/content/form-notices.ts` (the parts of the current notice an enquiry
 * form shows, in each language). shared declares these beside the
 * notice's zod schema, and a page importing that module would carry zod (27 KB
 * over the JavaScript budget, ADR 006); a form also leaves out the parts that
 * only /privacy shows. `src/content/notice.test.ts` fails while a written file
 * differs from what this would write.
 *
 * Run after changing the notice or its constants: npx tsx site/scripts/privacy-data.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CURRENT_NOTICE_VERSION,
  GUARDIAN_LINK_DAYS,
  NOTICE_LANGUAGES,
  PRIVACY_CONTACT,
  PRIVACY_PATH,
  RIGHTS_ANSWER_DAYS,
  RIGHTS_LINK_HOURS,
  RIGHTS_REQUEST_KINDS,
  RIGHTS_REQUEST_LABELS,
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

export async function privacyFiles(): Promise<Record<string, string>> {
  const facts = `${HEADER("shared's privacy constants")}
import type { NoticeLanguage, RightsRequestKind } from '@skltcoa/shared';

export const LANGUAGES: readonly NoticeLanguage[] = ${json(NOTICE_LANGUAGES)};
export const NOTICE_VERSION = ${json(CURRENT_NOTICE_VERSION)} as const;
export const PRIVACY_PATH = ${json(PRIVACY_PATH)};
export const WITHDRAW_PATH = ${json(WITHDRAW_PATH)};
export const GUARDIAN_LINK_DAYS = ${GUARDIAN_LINK_DAYS};
export const WITHDRAWAL_LINK_HOURS = ${WITHDRAWAL_LINK_HOURS};
export const PRIVACY_EMAIL = ${json(PRIVACY_CONTACT.email)};
export const RIGHTS_REQUEST_PATH = ${json(RIGHTS_REQUEST_PATH)};
export const RIGHTS_LINK_HOURS = ${RIGHTS_LINK_HOURS};
export const RIGHTS_ANSWER_DAYS = ${RIGHTS_ANSWER_DAYS};
export const RIGHTS_REQUEST_LABELS: Readonly<Record<RightsRequestKind, string>> = ${json(
    Object.fromEntries(RIGHTS_REQUEST_KINDS.map((kind) => [kind, RIGHTS_REQUEST_LABELS[kind]])),
  )};
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
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, code] of Object.entries(await privacyFiles())) {
    writeFileSync(new URL(`../src/content/${name}`, import.meta.url), code);
  }
}
