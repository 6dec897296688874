/**
 * Checks every file under content/ against its schema and prints each problem as
 * `content/file.yaml:line:column field: message` (ADR 028). The build runs the same check.
 *
 * Run: npm run content:check
 */
import { fileURLToPath } from 'node:url';
import {
  checkContent,
  ContentError,
  CONTENT_ROOT,
  contentFiles,
  loadRegistry,
  TRANSLATIONS,
  untranslatedRoutes,
} from '../build/content';
import { samplesBeforeFinal } from '../build/final-check';
import { PHOTO_TRANSLATIONS, readPhotoList } from '../build/photos';
import { PENDING_TRANSLATIONS, TRANSLATED_FILES } from '../src/content/registry';
import { ROUTE_LIST } from '../src/route-list';

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const registry = await loadRegistry();
  const problems = checkContent(registry, undefined, TRANSLATED_FILES);
  // Every page in Marathi and Hindi (docs/decisions/056), once the files themselves load.
  if (problems.length === 0)
    problems.push(...untranslatedRoutes(ROUTE_LIST, registry, undefined, PENDING_TRANSLATIONS));
  // final: true only once the notice's contact and facts are the college's own (ADR 055).
  problems.push(...samplesBeforeFinal(CONTENT_ROOT, TRANSLATIONS));
  // The photos' list and its translations (their alt text) are the photo pipeline's to check.
  for (const language of ['en', ...PHOTO_TRANSLATIONS] as const) {
    try {
      readPhotoList(undefined, language);
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length > 0) {
    console.error(`content:check found ${problems.length} problem(s):\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`content:check: ${contentFiles().length} content files are valid`);
  }
}
