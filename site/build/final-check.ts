import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/*
 * `final: true` in content/site.yaml takes the preview banner off every page: it says the
 * college has checked what the site says. The privacy notice names the grievance officer
 * (content/privacy-contact.yaml) and relies on the college's identity (site.yaml: its name, its
 * group, its address, phone and email), and every email carries them, so none of these may
 * still be a sample then (docs/privacy.md, "Contact point and grievances"; ADR 055). The build
 * and `npm run content:check` refuse it.
 */

/** The files the notice relies on, and their keys that hold facts rather than page words. */
export const FACTS_THE_NOTICE_RELIES_ON: Readonly<Record<string, readonly string[] | 'all'>> = {
  'privacy-contact.yaml': 'all',
  'site.yaml': ['name', 'shortName', 'group', 'address', 'phone', 'email'],
};

/** The host names in a value: an email's domain, a link's host. */
const hosts = (value: string) => value.match(/[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi) ?? [];

/** `x.example`, `x.test`, `x.invalid`, `localhost`, `example.com` and its kin. */
function reserved(host: string): boolean {
  const labels = host.toLowerCase().split('.');
  const top = labels.at(-1)!;
  return (
    ['example', 'test', 'invalid', 'localhost'].includes(top) ||
    (labels.at(-2) === 'example' && ['com', 'org', 'net'].includes(top))
  );
}

/**
 * What marks a value as a sample: the word itself (in English, Marathi or Hindi), an address
 * at a domain reserved for examples (RFC 2606, RFC 6761), or a phone number of six zeros in
 * a row, as the sample +91 22 4000 0000 has and no Mumbai line does.
 */
const SAMPLE_MARKS: readonly { test: (value: string) => boolean; why: string }[] = [
  { test: (value) => /\bsample\b|सॅम्पल|सॅंपल|सैंपल|सेंपल|नमुना/i.test(value), why: 'says “sample”' },
  { test: (value) => hosts(value).some(reserved), why: 'is at a domain reserved for examples' },
  { test: (value) => /0{6}/.test(value.replace(/\D/g, '')), why: 'is a placeholder number' },
];

/** Each string of a parsed YAML value, with its path (`officer.name`, `address.0`). */
function strings(value: unknown, path: string[] = []): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), value }];
  if (typeof value === 'number') return [{ path: path.join('.'), value: String(value) }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, [...path, String(i)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]));
  return [];
}

const read = (file: string): unknown =>
  existsSync(file) ? (parse(readFileSync(file, 'utf8')) as unknown) : undefined;

/**
 * The sample values that must go before `final: true`, one line each; none while it is false.
 * `translations` are the content's language folders (content.ts, TRANSLATIONS), passed in so
 * that the loader may call this without the two modules importing each other.
 */
export function samplesBeforeFinal(root: string, translations: readonly string[]): string[] {
  const site = read(join(root, 'site.yaml')) as { final?: unknown } | undefined;
  if (site?.final !== true) return [];
  const problems: string[] = [];
  for (const [name, keys] of Object.entries(FACTS_THE_NOTICE_RELIES_ON)) {
    for (const folder of ['', ...translations.map((language) => `${language}/`)]) {
      const data = read(join(root, folder, name)) as Record<string, unknown> | undefined;
      if (!data) continue;
      const facts =
        keys === 'all' ? strings(data) : keys.flatMap((key) => strings(data[key], [key]));
      for (const { path, value } of facts) {
        const mark = SAMPLE_MARKS.find((rule) => rule.test(value));
        if (mark)
          problems.push(
            `content/${folder}${name}: ${path} ${mark.why} ("${value}"): the college's own value must ` +
              'replace it before content/site.yaml may say final: true, since the privacy notice relies on it',
          );
      }
    }
  }
  return problems;
}
