import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The critical and serious accessibility violations axe finds on the page as it is now, or only
 * inside `include` (a CSS selector such as an open dialog); with the experimental
 * label-content-name-mismatch rule.
 */
export async function seriousViolations(page: Page, include?: string) {
  // a dialog fading in has text of too little contrast for a moment: wait until it is there
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container')].every(
      (el) => getComputedStyle(el).opacity === '1',
    ),
  );
  let builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}
