import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PENDING_TRANSLATIONS, TRANSLATED_FILES } from '../src/content/registry';
import { ROUTE_LIST } from '../src/route-list';
import {
  checkContent,
  CONTENT_ROOT,
  ContentError,
  contentFiles,
  contentTypes,
  CONTENT_TYPES_FILE,
  forTheBrowser,
  loadContent,
  mergeTranslation,
  needsTranslation,
  parseContent,
  registryFrom,
  SCHEMA_DIR,
  toModule,
  translatedPages,
  untranslatedRoutes,
  withPreviewBanner,
} from './content';
import { importedSpecifiers, importGraph } from './import-cycles';
import { HomeSchema } from '../src/content/home.schema';

/** The schema modules, by path, and each content file with its module's default export, as the build finds them. */
const SCHEMA_MODULES = import.meta.glob<{ default?: unknown }>('../src/content/*.schema.ts', {
  eager: true,
});
const CONTENT_FILES = registryFrom(SCHEMA_MODULES);

/* The content loader (ADR 028) on real content files, copied and broken in a temporary folder. */

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'skltcoa-content-'));
  cpSync(CONTENT_ROOT, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Replaces `from` (which must occur once) in a content file of the temporary copy. */
function edit(name: string, from: string, to: string): void {
  const file = join(root, name);
  const text = readFileSync(file, 'utf8');
  expect(text.split(from)).toHaveLength(2);
  writeFileSync(file, text.replace(from, to));
}

/** The 1-based line of the first occurrence of `text` in a file of the temporary copy. */
const lineOf = (name: string, text: string) =>
  readFileSync(join(root, name), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

function problemsOf(
  name: string,
  language: 'en' | 'mr' | 'hi' = 'en',
  options: { pageReadsIt?: boolean } = {},
): string[] {
  try {
    loadContent(CONTENT_FILES, name, root, language, options);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('content files', () => {
  it('all match their schemas, and every registered file exists', () => {
    expect(checkContent(CONTENT_FILES, CONTENT_ROOT, TRANSLATED_FILES)).toEqual([]);
    expect(
      untranslatedRoutes(ROUTE_LIST, CONTENT_FILES, CONTENT_ROOT, PENDING_TRANSLATIONS),
    ).toEqual([]);
    expect(contentFiles().filter((name) => !/^(mr|hi)\//.test(name))).toEqual(
      Object.keys(CONTENT_FILES).sort(),
    );
  });

  it('have schema modules that reach no content file, so that the build can read each outside Vite', () => {
    const src = resolve(SCHEMA_DIR, '..');
    const graph = importGraph(src);
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      graph.get(file)?.forEach(visit);
    };
    for (const file of readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.schema.ts')))
      visit(join(SCHEMA_DIR, file));
    const readingContent = [...reached].filter((file) =>
      importedSpecifiers(file, readFileSync(file, 'utf8')).some((name) => name.endsWith('.yaml')),
    );
    expect(reached.size).toBeGreaterThan(50);
    expect(readingContent.map((file) => relative(src, file))).toEqual([]);
  });

  it('are typed from their schema modules by the declarations kept in src/content', () => {
    expect(readFileSync(CONTENT_TYPES_FILE, 'utf8')).toBe(contentTypes());
    expect(contentTypes()).toContain(
      "declare module '*/content/about/group.yaml' {\n  const data: import('zod').output<typeof import('./about-group.schema').default>;",
    );
  });

  it('name the file, the line and the field of a wrong value', () => {
    edit('home.yaml', 'id: SKLTsample3', 'id: bad');
    const line = lineOf('home.yaml', 'id: bad');
    expect(problemsOf('home.yaml')).toEqual([
      `content/home.yaml:${line}:5 videos.2.id: Video ids are the 11 characters after watch?v=`,
    ]);
  });

  it('name the line of the map that lacks a required field', () => {
    edit('faculty.yaml', '  searchLabel: Search faculty\n'.trimStart(), '');
    const [problem] = problemsOf('faculty.yaml');
    // The file's top-level map starts at its first key, after the comments.
    expect(problem).toMatch(
      new RegExp(`^content/faculty\\.yaml:${lineOf('faculty.yaml', 'hero:')}:1 searchLabel: `),
    );
  });

  it('name the line of a field deep in a list', () => {
    edit('notification.yaml', 'audience: Parents', 'audience: 42');
    const line = lineOf('notification.yaml', 'audience: 42');
    expect(problemsOf('notification.yaml')).toEqual([
      expect.stringMatching(
        new RegExp(`^content/notification\\.yaml:${line}:\\d+ notices\\.items\\.0\\.audience: `),
      ),
    ]);
  });

  it('name the line of a YAML mistake, such as a broken indent', () => {
    edit('site.yaml', 'shortName: SKLTCOA', 'shortName: SKLTCOA\n  group: Rahul');
    const problems = problemsOf('site.yaml');
    expect(problems[0]).toBe(
      `content/site.yaml:${lineOf('site.yaml', 'shortName')}:12 Nested mappings are not allowed in compact mappings`,
    );
  });

  it('refuse a key written twice, at its second line', () => {
    edit('contact.yaml', 'intro: For admission', 'intro: Twice\nintro: For admission');
    expect(problemsOf('contact.yaml')).toEqual([
      expect.stringMatching(
        new RegExp(`^content/contact\\.yaml:${lineOf('contact.yaml', 'intro: For')}:`),
      ),
    ]);
  });

  it('fill {{placeholders}} from yearly.yaml, and name an unknown one with its line', () => {
    const admission = loadContent(CONTENT_FILES, 'admission.yaml', root) as {
      hero: { tagline: string };
    };
    expect(admission.hero.tagline).toBe('Admissions are open for AY 2027-28.');
    edit('yearly.yaml', 'admissionYear: AY 2027-28', 'admissionYear: AY 2028-29');
    expect(loadContent(CONTENT_FILES, 'admission.yaml', root)).toMatchObject({
      hero: { tagline: 'Admissions are open for AY 2028-29.' },
    });
    edit('admission.yaml', '{{admissionYear}}.', '{{admisionYear}}.');
    expect(problemsOf('admission.yaml')).toEqual([
      `content/admission.yaml:${lineOf('admission.yaml', 'admisionYear')}:3 hero.tagline: {{admisionYear}} is not a value in content/yearly.yaml`,
    ]);
  });

  it('report a file the site does not know, and a known file that is missing', () => {
    writeFileSync(join(root, 'stray.yaml'), 'a: 1\n');
    rmSync(join(root, 'faculty.yaml'));
    expect(checkContent(CONTENT_FILES, root)).toEqual([
      'content/hi/faculty.yaml:1:1 (whole file): no English file content/faculty.yaml to translate',
      'content/mr/faculty.yaml:1:1 (whole file): no English file content/faculty.yaml to translate',
      'content/stray.yaml:1:1 (whole file): not a content file the site knows; to add one, write its schema as the default export of site/src/content/stray.schema.ts (docs/editing-content.md)',
      'content/faculty.yaml: missing (the site needs this file)',
    ]);
  });

  it('name the schema module that would make an unknown file a content file', () => {
    writeFileSync(join(root, 'about', 'history.yaml'), 'a: 1\n');
    expect(checkContent(registryFrom(SCHEMA_MODULES, root), root, TRANSLATED_FILES)).toEqual([
      'content/about/history.yaml:1:1 (whole file): not a content file the site knows; to add one, write its schema as the default export of site/src/content/about-history.schema.ts (docs/editing-content.md)',
    ]);
  });

  it('report a file a schema module checks that is gone, and the translations left without it', () => {
    rmSync(join(root, 'faq.yaml'));
    rmSync(join(root, 'about', 'group.yaml'));
    rmSync(join(root, 'privacy-contact.yaml'));
    // The registry from this folder, as `npm run content:check` builds it from content/.
    expect(checkContent(registryFrom(SCHEMA_MODULES, root), root, TRANSLATED_FILES)).toEqual([
      'content/hi/about/group.yaml:1:1 (whole file): no English file content/about/group.yaml to translate',
      'content/hi/faq.yaml:1:1 (whole file): no English file content/faq.yaml to translate',
      'content/hi/privacy-contact.yaml:1:1 (whole file): no English file content/privacy-contact.yaml to translate',
      'content/mr/about/group.yaml:1:1 (whole file): no English file content/about/group.yaml to translate',
      'content/mr/faq.yaml:1:1 (whole file): no English file content/faq.yaml to translate',
      'content/mr/privacy-contact.yaml:1:1 (whole file): no English file content/privacy-contact.yaml to translate',
      'content/about/group.yaml: missing (the site needs this file)',
      'content/faq.yaml: missing (the site needs this file)',
      'content/privacy-contact.yaml: missing (the site needs this file)',
    ]);
  });

  it('become a module of plain data, with no parser or schema in it', () => {
    const data = parseContent('content/home.yaml', 'a: 1', HomeSchema.pick({}).loose());
    expect(toModule(data)).toBe('export default {"a":1};\n');
  });

  it('put one preview banner ahead of the app while site.yaml says final: false, and none after', () => {
    const template = '<body><div id="root"></div></body>';
    const preview = withPreviewBanner(template, {
      final: false,
      previewBanner: 'Preview <samples>',
    });
    expect(preview).toBe(
      '<body><p class="preview-banner" data-content-preview>Preview &lt;samples&gt;</p><div id="root"></div></body>',
    );
    expect(withPreviewBanner(template, { final: true, previewBanner: 'Preview' })).toBe(template);
    const site = loadContent(CONTENT_FILES, 'site.yaml', root) as { final: boolean };
    expect(site.final).toBe(false);
    edit('site.yaml', '\nfinal: false', '\nfinal: true');
    expect(loadContent(CONTENT_FILES, 'site.yaml', root)).toMatchObject({ final: true });
  });
});

/* Translations beside the English files (docs/decisions/030-marathi-and-hindi.md). */
describe('translations', () => {
  it('lay the translated words over the English file, which gives the links and figures', () => {
    const home = loadContent(CONTENT_FILES, 'home.yaml', root, 'mr') as Record<string, unknown>;
    const english = loadContent(CONTENT_FILES, 'home.yaml', root) as Record<string, unknown>;
    expect(home.heading).toBe('उपनगरी मुंबईच्या हृदयात वास्तुकलेचे शिक्षण');
    expect(english.heading).toBe('Architecture in the heart of suburban Mumbai');
    // Video ids are left out of the translation and come from the English file.
    expect((home.videos as { id: string }[]).map((video) => video.id)).toEqual(
      (english.videos as { id: string }[]).map((video) => video.id),
    );
    const site = loadContent(CONTENT_FILES, 'site.yaml', root, 'hi') as { phone: string };
    expect(site.phone).toBe('+91 22 4000 0000');
  });

  it('name the translation, its line and the field when words are missing', () => {
    edit('mr/home.yaml', 'heading: उपनगरी मुंबईच्या हृदयात वास्तुकलेचे शिक्षण\n', '');
    expect(problemsOf('home.yaml', 'mr')).toEqual([
      expect.stringMatching(
        /^content\/mr\/home\.yaml:\d+:1 heading: missing: translate "Architecture in the heart of suburban Mumbai"/,
      ),
    ]);
  });

  it('ask for each word under a map or list the translation leaves out whole', () => {
    const file = join(root, 'mr', 'faq.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^hero:\n(?: {2}.*\n)+/m, ''));
    const problems = problemsOf('faq.yaml', 'mr');
    expect(problems.map((problem) => problem.split(': ')[0]!.split(' ')[1])).toEqual([
      'hero.title',
      'hero.tagline',
      'hero.chips.0',
      'hero.chips.1',
      'hero.chips.2',
      'hero.chips.3',
    ]);
    for (const problem of problems) expect(problem).toMatch(/^content\/mr\/faq\.yaml:\d+:\d+ /);
  });

  it('refuse a key the English file does not have, at its line', () => {
    edit('hi/home.yaml', '\nheading: ', '\nheadline: अतिरिक्त\nheading: ');
    expect(problemsOf('home.yaml', 'hi')).toEqual([
      `content/hi/home.yaml:${lineOf('hi/home.yaml', 'headline:')}:1 headline: is not in the English file`,
    ]);
  });

  it('refuse a list with more or fewer items than the English one', () => {
    const english = readFileSync(join(root, 'faq.yaml'), 'utf8');
    const items = (english.match(/^ {2}- /gm) ?? []).length;
    expect(items).toBeGreaterThan(1);
    // The English FAQ gains a question that the Marathi file does not have yet.
    writeFileSync(
      join(root, 'faq.yaml'),
      english.replace(/^( {2}- )/m, '  - question: Is there a hostel?\n    answer: Not yet.\n$1'),
    );
    expect(problemsOf('faq.yaml', 'mr')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/mr/faq\\.yaml:\\d+:\\d+ \\w+: has ${items} items; the English file has ${items + 1}`,
        ),
      ),
    ]);
  });

  it('report a translation the Marathi and Hindi pages need that is missing', () => {
    rmSync(join(root, 'hi', 'contact.yaml'));
    expect(checkContent(CONTENT_FILES, root, TRANSLATED_FILES)).toEqual([
      'content/hi/contact.yaml: missing (the hi pages need this translation of content/contact.yaml)',
    ]);
  });

  it('put a page in Marathi and Hindi when both translations title it, and report one that only one does', () => {
    expect(translatedPages(CONTENT_FILES, root)).toContain('/faq');
    expect(translatedPages(CONTENT_FILES, root)).not.toContain('/web-leads');
    edit('hi/pages.yaml', '  title: अक्सर पूछे जाने वाले प्रश्न\n', '');
    expect(translatedPages(CONTENT_FILES, root)).not.toContain('/faq');
    expect(checkContent(CONTENT_FILES, root, TRANSLATED_FILES)).toEqual([
      'content/hi/pages.yaml: /faq has no title here but has one in another language; a page is in Marathi and Hindi when every translation titles it',
    ]);
  });

  it('fail for a page or redirect either translation does not title, naming the file to write', () => {
    const routes = [
      { path: '/faq', page: 'admission/faq' },
      { path: '/web-leads', page: 'web-leads/web-leads', englishOnly: true },
      { path: '/new-page', page: 'other/new-page' },
      { path: '/old-faq', redirect: '/faq' },
    ];
    expect(untranslatedRoutes(routes, CONTENT_FILES, root)).toEqual([
      'content/mr/pages.yaml: /new-page has no Marathi title; every page is built in Marathi and Hindi: give it a label, title and description here, and write content/mr/ translations of the content files src/pages/other/new-page.tsx reads (docs/editing-content.md)',
      'content/hi/pages.yaml: /new-page has no Hindi title; every page is built in Marathi and Hindi: give it a label, title and description here, and write content/hi/ translations of the content files src/pages/other/new-page.tsx reads (docs/editing-content.md)',
      'content/mr/pages.yaml: /old-faq has no Marathi title; every page is built in Marathi and Hindi: give it a label, title and description here (it redirects to /faq) (docs/editing-content.md)',
      'content/hi/pages.yaml: /old-faq has no Hindi title; every page is built in Marathi and Hindi: give it a label, title and description here (it redirects to /faq) (docs/editing-content.md)',
    ]);
    // Titled in Hindi only: Marathi is the file to write.
    writeFileSync(
      join(root, 'hi/pages.yaml'),
      `${readFileSync(join(root, 'hi/pages.yaml'), 'utf8')}/new-page:\n  title: नया पृष्ठ\n`,
    );
    expect(untranslatedRoutes(routes.slice(0, 3), CONTENT_FILES, root)).toEqual([
      expect.stringMatching(/^content\/mr\/pages\.yaml: \/new-page has no Marathi title/),
    ]);
  });

  it('let a page wait in PENDING_TRANSLATIONS only until both translations title it', () => {
    const routes = [
      { path: '/faq', page: 'admission/faq' },
      { path: '/new-page', page: 'other/new-page' },
    ];
    expect(untranslatedRoutes(routes, CONTENT_FILES, root, ['/new-page'])).toEqual([]);
    expect(untranslatedRoutes(routes, CONTENT_FILES, root, ['/new-page', '/faq', '/gone'])).toEqual(
      [
        'site/src/content/registry.ts: /faq is translated now; remove it from PENDING_TRANSLATIONS',
        'site/src/content/registry.ts: PENDING_TRANSLATIONS names /gone, which is not in src/route-list.ts',
      ],
    );
  });

  it('refuse a translated redirect to a page that is not translated', () => {
    for (const [language, title] of [
      ['mr', 'जुने'],
      ['hi', 'पुराना'],
    ])
      writeFileSync(
        join(root, `${language}/pages.yaml`),
        `${readFileSync(join(root, `${language}/pages.yaml`), 'utf8')}/old:\n  title: ${title}\n`,
      );
    expect(
      untranslatedRoutes([{ path: '/old', redirect: '/new-page' }], CONTENT_FILES, root, [
        '/new-page',
      ]),
    ).toEqual([
      'content/mr/pages.yaml: /old is translated but leads to /new-page, which is not; translate /new-page first',
      'site/src/content/registry.ts: PENDING_TRANSLATIONS names /new-page, which is not in src/route-list.ts',
    ]);
  });

  it('stop a Marathi or Hindi build that reads words with no translation, naming the file to write', () => {
    rmSync(join(root, 'mr', 'contact.yaml'));
    expect(problemsOf('contact.yaml', 'mr', { pageReadsIt: true })).toEqual([
      "content/mr/contact.yaml: missing (a Marathi page reads content/contact.yaml; write its translation there, key for key, as docs/editing-content.md says, and add 'contact.yaml' to TRANSLATED_FILES in site/src/content/registry.ts)",
    ]);
    expect(problemsOf('contact.yaml', 'hi', { pageReadsIt: true })).toEqual([]);
    // The prerender's schema check reads every file in every language; it shows none of them.
    expect(problemsOf('contact.yaml', 'mr')).toEqual([]);
    // The yearly values are one file for all languages, with their months in the language's own.
    expect(
      (
        loadContent(CONTENT_FILES, 'yearly.yaml', root, 'mr', { pageReadsIt: true }) as {
          juries: { odd: string };
        }
      ).juries.odd,
    ).toMatch(/^(जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर) \d{4}$/);
  });

  it('ask for words, and not for links, codes, names or figures', () => {
    expect(needsTranslation('heading', 'Fees')).toBe(true);
    expect(needsTranslation('text', 'Seats for {{admissionYear}}')).toBe(true);
    for (const [key, value] of [
      ['href', '/admission'],
      ['label', 'B.Arch 40'],
      ['body', 'NAAC'],
      ['text', 'https://example.org/fees'],
      ['text', 'admissions@skltcoa.example'],
      ['name', 'Sample Graduate A'],
      ['amount', 120000],
    ] as const)
      expect(needsTranslation(key, value), `${key}: ${value}`).toBe(false);
  });

  it('merge list items by position and keep English values the translation leaves out', () => {
    expect(
      mergeTranslation(
        {
          items: [
            { href: '/a', label: 'A' },
            { href: '/b', label: 'B' },
          ],
          n: 3,
        },
        { items: [{ label: 'अ' }, {}] },
      ),
    ).toEqual({
      items: [
        { href: '/a', label: 'अ' },
        { href: '/b', label: 'B' },
      ],
      n: 3,
    });
  });
});

describe('forTheBrowser', () => {
  it('leaves descriptions, titles that repeat the label and the preview banner to the HTML', () => {
    const pages = {
      '/home': { label: 'मुख्यपृष्ठ', title: 'मुख्यपृष्ठ', description: 'महाविद्यालय' },
      '/contact': { label: 'संपर्क', title: 'आमच्याशी संपर्क', description: 'पत्ता' },
      '/about': { title: 'About SKLTCOA', description: 'The college' },
    };
    expect(forTheBrowser('pages.yaml', pages)).toEqual({
      '/home': { label: 'मुख्यपृष्ठ' },
      '/contact': { label: 'संपर्क', title: 'आमच्याशी संपर्क' },
      '/about': { title: 'About SKLTCOA' },
    });
    expect(
      forTheBrowser('site.yaml', { final: false, previewBanner: 'Preview', name: 'X' }),
    ).toEqual({ final: false, name: 'X' });
    const home = { heading: 'Home', previewBanner: 'kept: not site.yaml' };
    expect(forTheBrowser('home.yaml', home)).toBe(home);
  });
});
