import { expect, test } from './fixtures';

const PROVIDERS = [
  { label: 'Telegram', path: 'telegram', method: 'telegram', prefix: 'Тг' },
  { label: 'VK ID', path: 'vk', method: 'vk', prefix: 'Вк' },
  { label: 'Twitch', path: 'twitch', method: 'twitch', prefix: 'Твич' },
] as const;

for (const { label: provider, path, method, prefix } of PROVIDERS) {
  test(`a visitor signs in through the ${provider} sandbox popup`, async ({ page }, testInfo) => {
    const name = `${prefix} ${testInfo.project.name} Игрок`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
    const modal = page.getByRole('dialog', { name: 'Вход / Авторизация' });
    const popupOpened = page.waitForEvent('popup');
    await modal.getByRole('button', { name: provider }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: `${provider}: войти как…` })).toBeVisible();
    expect(new URL(popup.url()).pathname).toBe(`/sandbox/auth/${path}`);
    await popup.getByLabel('Имя').fill(name);
    // The popup may close before the click resolves, so the wait starts first.
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Войти', exact: true }).click();
    await popupClosed;

    await expect(page.getByRole('dialog')).toHaveCount(0);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Покупки' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Войти' })).toHaveCount(0);
    const pushed = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
    expect(pushed).toContainEqual({ event: 'registration', method });
  });
}
