import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA: the level the site and the console are held to. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's serious and critical findings on the page as it is now, or on the
 * part `include` selects, each as "label: rule at targets".
 */
export async function seriousViolations(
  page: Page,
  label: string,
  include?: string,
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${label}: ${v.id} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
