import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until what axe is about to check shows its colours at rest. A dialog fading in has text of
 * too little contrast for a moment, and so has a button that was just enabled: MUI's contained
 * button moves its background from the disabled grey to its colour in 250 ms (a CSS transition),
 * and white text on a background half way there fails the contrast check. So: every open dialog
 * fully opaque, and no transition or finite animation running on `include` (the page when none),
 * on its ancestors or inside it. Endless animations (progress bars, the focus ripple) never end
 * and are not waited for.
 */
async function settledColours(page: Page, include?: string): Promise<void> {
  await page.waitForFunction((selector) => {
    const dialogsOpaque = [...document.querySelectorAll('.MuiDialog-container')].every(
      (el) => getComputedStyle(el).opacity === '1',
    );
    if (!dialogsOpaque) return false;
    const root = (selector && document.querySelector(selector)) || document.documentElement;
    return document.getAnimations().every((animation) => {
      const effect = animation.effect;
      const target = effect instanceof KeyframeEffect ? effect.target : null;
      const related = target !== null && (root.contains(target) || target.contains(root));
      const endless = effect?.getComputedTiming().endTime === Infinity;
      return !related || endless || animation.playState !== 'running';
    });
  }, include ?? null);
}

/**
 * The critical and serious accessibility violations axe finds on the page as it is now, or only
 * inside `include` (a CSS selector such as an open dialog); with the experimental
 * label-content-name-mismatch rule.
 */
export async function seriousViolations(page: Page, include?: string) {
  await settledColours(page, include);
  let builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}
