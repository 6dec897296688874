/**
 * A programme as imported files write it (docs/decisions/051-importing-leads.md):
 *
 *   readProgram(cell: string): Program | null
 *     "B.Arch", "BArch", "B Arch (5 years)", "Bachelor of Architecture",
 *     "D.Arch", "Diploma in Architecture", and the Marathi and Hindi names
 *     the enquiry form shows (PROGRAM_NAMES) or offices write, are read as
 *     the programme; anything else, or a cell naming both, is null.
 *
 * Words are compared as `normalizeHeader` compares headers, and also with
 * their spaces removed, so that "B.Arch" ("b arch") and "BArch" agree.
 */
import { LANGUAGES, PROGRAM_FACTS, PROGRAM_NAMES, PROGRAMS, type Program } from '@skltcoa/shared';
import { normalizeHeader } from './header-guess';

/** What offices and aggregators write beyond the programme's own names. */
const PROGRAM_ALIASES: Readonly<Record<Program, readonly string[]>> = {
  'Bachelor of Architecture': [
    'barch',
    'bachelor architecture',
    'bachelor in architecture',
    'bachelors in architecture',
    'architecture degree',
    'degree in architecture',
    'बी आर्क',
    'बी.आर्क',
    'बॅचलर ऑफ आर्किटेक्चर',
    'बैचलर ऑफ आर्किटेक्चर',
    'वास्तुशास्त्र पदवी',
    'वास्तुकला स्नातक',
    'वास्तुकला में स्नातक',
  ],
  'Diploma in Architecture': [
    'darch',
    'diploma architecture',
    'diploma of architecture',
    'architecture diploma',
    'डी आर्क',
    'डी.आर्क',
    'डिप्लोमा इन आर्किटेक्चर',
    'वास्तुशास्त्र पदविका',
    'वास्तुकला डिप्लोमा',
    'वास्तुकला में डिप्लोमा',
  ],
};

const compact = (words: string) => words.replace(/\s+/g, '');

/** Each programme's words, normalised, with and without their spaces. */
const WORDS: readonly { program: Program; words: readonly string[] }[] = PROGRAMS.map((program) => {
  const facts = Object.values(PROGRAM_FACTS).find((entry) => entry.program === program);
  const names: string[] = [program, ...PROGRAM_ALIASES[program]];
  if (facts) names.push(facts.short);
  for (const language of LANGUAGES) {
    const name = PROGRAM_NAMES[language]?.[program];
    // "बॅचलर ऑफ आर्किटेक्चर (B.Arch)" and its words without the bracket.
    if (name) names.push(name, name.replace(/\s*\(.*\)\s*$/, ''));
  }
  const normalised = names.map(normalizeHeader).filter(Boolean);
  return { program, words: [...new Set([...normalised, ...normalised.map(compact)])] };
});

/** True when `cell` holds `word` as whole words, or is it with its spaces removed. */
function names(cell: string, word: string): boolean {
  if (cell === word || compact(cell) === word) return true;
  return ` ${cell} `.includes(` ${word} `) || compact(cell).startsWith(word);
}

/** Cells read before: a file repeats a few spellings of two programmes thousands of times. */
const READ = new Map<string, Program | null>();
const READ_MAX = 1000;

export function readProgram(cell: string): Program | null {
  const known = READ.get(cell);
  if (known !== undefined) return known;
  const program = read(cell);
  if (READ.size < READ_MAX) READ.set(cell, program);
  return program;
}

function read(cell: string): Program | null {
  const normalised = normalizeHeader(cell);
  if (normalised === '') return null;
  const found = WORDS.filter(({ words }) => words.some((word) => names(normalised, word)));
  return found.length === 1 ? found[0]!.program : null;
}
