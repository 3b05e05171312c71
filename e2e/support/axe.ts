import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's running CSS transitions and finite animations to end: axe reads computed colours, and a
 * button enabled a moment ago is still fading from its disabled colours, which a person would not be reading.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: axe runs anyway after two seconds.
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/** Fails with the list of violations and axe's reason for each element, so a report names what to fix. */
export async function expectNoAxeViolations(page: Page) {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => `${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ').trim()})`)
        .join(', ')}`,
  );
  expect(summary).toEqual([]);
}
