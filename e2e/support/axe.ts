import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with the list of violations and axe's reason for each element, so a report names what to fix. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => `${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ').trim()})`)
        .join(', ')}`,
  );
  expect(summary).toEqual([]);
}
