import { expect, test } from './fixtures';

test('pages carry a nonce-based Content-Security-Policy that their own scripts satisfy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text());
  });
  // A blocked attempt that a script catches prints nothing, so the browser's own report is listened to as well.
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const response = await page.goto('/?utm_campaign=springsale2025');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  await expect(page.getByRole('dialog')).toBeVisible();

  await page.keyboard.press('Escape');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Публичная оферта' }).click();
  await expect(page).toHaveURL(/\/oferta$/);
  await page.goto('/no-such-page');
  await page.goto('/ui-kit');
  await page.getByRole('button', { name: 'Модальное окно' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});

test('every response gets its own nonce', async ({ request }) => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec((await request.get('/terms')).headers()['content-security-policy'] ?? '')?.[1];
  const [first, second] = [await nonceOf(), await nonceOf()];
  expect(first).toBeTruthy();
  expect(first).not.toBe(second);
});
