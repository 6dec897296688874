/**
 * Checks every file under content/ against its schema and prints each problem as
 * `content/file.yaml:line:column field: message` (ADR 028). The build runs the same check.
 *
 * Run: npm run content:check
 */
import { fileURLToPath } from 'node:url';
import { checkContent, contentFiles, loadRegistry } from '../build/content';
import { TRANSLATED_FILES } from '../src/content/registry';

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const problems = checkContent(await loadRegistry(), undefined, TRANSLATED_FILES);
  if (problems.length > 0) {
    console.error(`content:check found ${problems.length} problem(s):\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`content:check: ${contentFiles().length} content files are valid`);
  }
}
