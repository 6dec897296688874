/**
 * Checks every file under content/ against its schema and prints each problem as
 * `content/file.yaml:line:column field: message` (ADR 028). The build runs the same check.
 *
 * Run: npm run content:check
 */
import { fileURLToPath } from 'node:url';
import { checkContent, ContentError, contentFiles, loadRegistry } from '../build/content';
import { PHOTO_TRANSLATIONS, readPhotoList } from '../build/photos';
import { TRANSLATED_FILES } from '../src/content/registry';

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const problems = checkContent(await loadRegistry(), undefined, TRANSLATED_FILES);
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
