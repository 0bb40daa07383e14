import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The accessibility check looks at colours at rest: a button that was just enabled (the mail
 * dialog's Send button once the preview is there) moves from a pale disabled look to its own
 * colours in a CSS transition, and white text on a background part of the way there has too little
 * contrast. Here the transition takes five seconds towards a grey of just enough contrast (4.5:1),
 * so a check that does not wait for it lands inside it.
 */
test('the accessibility check waits for a just-enabled button to reach its colours', async ({ page }) => {
  await page.setContent(`
    <!doctype html><html lang="de"><head><title>Mail</title></head><body><main>
      <h1>Mail</h1>
      <button id="send" disabled
        style="color: #fff; background-color: rgba(0, 0, 0, 0.12); border: 0; padding: 8px 16px;
               font-size: 16px; transition: background-color 5s linear">Senden</button>
    </main></body></html>`);
  const send = page.getByRole('button', { name: 'Senden' });
  await expect(send).toBeDisabled();
  await send.evaluate((button: HTMLButtonElement) => {
    button.disabled = false;
    button.style.backgroundColor = 'rgb(118, 118, 118)';
  });
  await expect(send).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  // what was checked is the button at rest
  expect(await send.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
    'rgb(118, 118, 118)',
  );
});
