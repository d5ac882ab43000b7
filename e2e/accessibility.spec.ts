import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { answerBank, buyKey, keyProductInStock } from './guest-checkout';
import { signInAsNewStreamer } from './sign-in';

/** Serious and critical axe violations on what the page shows now, one line each, for a readable failure. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

for (const path of ['/', '/ru-ru/steam', '/search?q=steam', '/grom/donate']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    // axe takes 5 s over the home page on an idle machine, three times that beside a second browser in CI.
    test.setTimeout(60_000);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the sign-in modal has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('dialog', { name: 'Вход / Авторизация' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('a product page has no serious or critical accessibility violations', async ({ page, request }) => {
  await page.goto(`/product/${await keyProductInStock(request)}`);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('checkout, the bank page and the order status have no serious or critical accessibility violations', async ({
  page,
  request,
}, testInfo) => {
  await buyKey(page, request);
  await page.getByRole('dialog', { name: 'Вход / Авторизация' }).getByRole('button', { name: 'Пропустить' }).click();
  const guest = page.getByRole('dialog', { name: 'Оформление заказа' });
  await expect(guest).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await guest.getByLabel('E-mail').fill(`a11y-${testInfo.project.name}-${Date.now()}@mail.ru`);
  await guest.getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  expect(await seriousViolations(page)).toEqual([]);
  await answerBank(page, 'Оплатить');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the streamer dashboard has no serious or critical accessibility violations', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const id = await signInAsNewStreamer(page, `a11y-${testInfo.project.name}`);
  for (const tab of ['stats', 'stats?tab=top_donators', 'settings', 'donation-goal', 'donation-page']) {
    await page.goto(`/${id}/donations/dashboard/${tab}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});
