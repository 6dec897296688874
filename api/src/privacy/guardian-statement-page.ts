import {
  FAMILY_WORDS,
  GUARDIAN_RELATIONSHIPS,
  GuardianStatementSchema,
  type GuardianStatement,
  type Language,
} from '@skltcoa/shared';
import { escapeHtml as e } from '../http/html';

/*
 * The guardian's statement on the consent page (ADR 055): their name, how
 * they are related to the student, and that they are 18 or older, asked
 * inside the page's form before "I agree". Declining asks nothing, so the
 * fields are checked by the API, not marked `required` for the browser,
 * which would stop the decline button too.
 */

export type StatementField = 'guardian_name' | 'relationship' | 'guardian_adult';

/** What the guardian typed, and which fields the API refused, to draw the form again. */
export interface StatementState {
  values: Partial<Record<StatementField, string>>;
  errors: readonly StatementField[];
}

/** The statement of a posted form or JSON body, or the fields it got wrong. */
export function readStatement(
  fields: Record<string, unknown>,
):
  | { statement: GuardianStatement }
  | { errors: StatementField[]; messages: Record<string, string> } {
  const parsed = GuardianStatementSchema.safeParse(fields);
  if (parsed.success) return { statement: parsed.data };
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    messages[key] ??= issue.message;
  }
  return { errors: Object.keys(messages) as StatementField[], messages };
}

const invalid = (state: StatementState | undefined, field: StatementField) =>
  state?.errors.includes(field) ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';

/** The error summary the page starts with when the statement was refused. */
export function statementErrorSummary(language: Language, state: StatementState | undefined) {
  if (!state || state.errors.length === 0) return '';
  const words = FAMILY_WORDS[language].pages.guardian.statement;
  return `<div class="error-summary" role="alert" tabindex="-1"><h2>${e(words.errorTitle)}</h2><ul>${state.errors
    .map((field) => `<li><a href="#${field}">${e(words.errors[field])}</a></li>`)
    .join('')}</ul></div>`;
}

/** The three fields, in the page's language, with what was typed and each refusal beside it. */
export function statementFields(
  language: Language,
  state: StatementState | undefined,
  defaultName: string,
): string {
  const words = FAMILY_WORDS[language].pages.guardian.statement;
  const error = (field: StatementField) =>
    state?.errors.includes(field)
      ? `<p class="error" id="${field}-error">${e(words.errors[field])}</p>`
      : '';
  const name = state?.values.guardian_name ?? defaultName;
  const chosen = state?.values.relationship;
  const radios = GUARDIAN_RELATIONSHIPS.map(
    (relationship, index) =>
      `<label><input type="radio" name="relationship"${index === 0 ? ' id="relationship"' : ''} value="${relationship}"${chosen === relationship ? ' checked' : ''}${invalid(state, 'relationship')}> ${e(words.relationships[relationship])}</label>`,
  ).join(' ');
  return `<fieldset><legend>${e(words.legend)}</legend><p>${e(words.hint)}</p>
<div class="field"><label for="guardian_name">${e(words.name)}</label>
<input type="text" id="guardian_name" name="guardian_name" autocomplete="name" maxlength="100" aria-required="true" value="${e(name)}"${invalid(state, 'guardian_name')}>${error('guardian_name')}</div>
<fieldset><legend>${e(words.relationship)}</legend>${radios}${error('relationship')}</fieldset>
<div class="field"><label><input type="checkbox" id="guardian_adult" name="guardian_adult" value="on"${state?.values.guardian_adult === 'on' ? ' checked' : ''}${invalid(state, 'guardian_adult')}> ${e(words.adult)}</label>${error('guardian_adult')}</div>
</fieldset>`;
}
