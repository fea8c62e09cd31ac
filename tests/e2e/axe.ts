import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, with the 2.0 and 2.1 rules they include. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe's WCAG violations on the page as it is now, one line each: the rule and the elements. Once the page
 * has loaded: a form answered with a new page shows its text before its stylesheet applies, and axe on that
 * unstyled page found every link too small (target-size), once, on a busy machine.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
