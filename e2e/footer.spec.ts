import { expect, test } from './fixtures';

const PRODUCT_LINKS = [
  '/',
  '/ru-ru/steam/popolnenie-balansa',
  '/ru-ru/igry',
  '/ru-ru/dlc',
  '/ru-ru/igrovaya-valyuta',
  '/ru-ru/podarochnye-karty',
  '/ru-ru/podpiski',
  '/ru-ru/popolnenie-balansa',
];
const COMPANY_LINKS = ['/terms', '/policy', '/oferta'];

test('the footer lists every link and hides the one for the current page', async ({ page }) => {
  await page.goto('/oferta');
  const footer = page.getByRole('contentinfo').getByRole('navigation');
  for (const href of [...PRODUCT_LINKS, '/terms', '/policy']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.locator('a[href="/oferta"]')).toHaveCount(0);
  await expect(footer.locator('a[href="/terms-content-creators"]')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByText('© 2025 Лутмаркет')).toBeVisible();

  await footer.locator('a[href="/terms"]').click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(footer.locator('a[href="/terms"]')).toHaveCount(0);
  await expect(footer.locator('a[href="/oferta"]')).toHaveCount(1);
  for (const href of COMPANY_LINKS.filter((link) => link !== '/terms')) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test('the home page hides the footer link to itself', async ({ page }) => {
  await page.goto('/');
  const columns = page.getByRole('contentinfo').getByRole('navigation');
  await expect(columns.locator('a[href="/"]')).toHaveCount(0);
  await expect(columns.locator('a[href="/terms"]')).toHaveCount(1);
});
