import axe from 'axe-core';

/** Runs axe-core's WCAG 2.1 A and AA rules on `element` in jsdom and expects no violation. */
export async function expectNoAxeViolations(element: Element) {
  // jsdom computes no colours; contrast is checked by the browser tests' axe run.
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
  ).toEqual([]);
}
