import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what a Mexican public body's back office and public map are held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe's findings on the page as drawn now, one line per rule and element: `rule (impact) target: what is wrong`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 200);
      return `axe ${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${why}`;
    }),
  );
}
