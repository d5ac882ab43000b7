import { expect, test } from './fixtures';
import { formatMoney } from '../packages/domain/src/money';
import { answerBank, continueAsGuest } from './guest-checkout';
import { saveScreenshot } from './screenshots';

const SLUG = 'steam-popolnenie-rossiya';

interface PageOffer {
  id: string;
  price: { amount: number; currency: 'rub' };
  inStock: boolean;
}

/** Text as the page shows it: money is grouped and set off with no-break spaces. */
const shown = (minor: number) => formatMoney(minor, 'rub');

test('a guest tops up Steam by the amount credited, sees the fee and the total, and is told the bounds', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const { offers } = (await (await request.get(`/api/gw/public/v1/product/${SLUG}`)).json()) as {
    offers: PageOffer[];
  };
  // The page picks the first offer in stock; its price is what one rouble credited costs.
  const chosen = offers.find((offer) => offer.inStock)!;
  const perRouble = chosen.price.amount;
  expect(perRouble).toBeGreaterThanOrEqual(102);
  expect(perRouble).toBeLessThanOrEqual(112);

  await page.goto(`/product/${SLUG}`);
  await expect(page.locator('main[data-layout="mobile-top-up"]')).toBeVisible();
  // Offers read as a rate, not as the price of an item.
  await expect(page.getByTestId('offer-price').first()).toContainText('за 1 ₽');

  const amount = page.getByLabel('Сумма пополнения, ₽');
  await amount.fill('1000');
  await expect(amount).toHaveValue(/^1\s?000$/);
  await expect(page.getByTestId('top-up-credited')).toHaveText(shown(100_000));
  await expect(page.getByTestId('top-up-fee')).toHaveText(shown(1_000 * perRouble - 100_000));
  await expect(page.getByTestId('buy-total')).toHaveText(shown(1_000 * perRouble));
  await expect(page.getByRole('button', { name: /^1\s000 ₽$/ })).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, testInfo, 'steam-top-up');

  // Too much is said under the field, and what was typed stays.
  await amount.fill('20000');
  await expect(page.getByRole('alert').filter({ hasText: 'Сумма пополнения' })).toHaveText(
    'Сумма пополнения — от 100 ₽ до 15 000 ₽',
  );
  await expect(amount).toHaveValue(/^20\s000$/);
  await expect(page.getByTestId('buy-total')).toHaveText('—');
  await page.getByLabel('Логин Steam').fill('ivan_petrov');
  await page.getByRole('button', { name: 'Купить' }).first().click();
  await expect(amount).toHaveValue(/^20\s000$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'steam-top-up-out-of-bounds');

  // A quick amount replaces it; then 1 000 ₽ goes to checkout as a guest.
  await page.getByRole('button', { name: /^5\s000 ₽$/ }).click();
  await expect(amount).toHaveValue(/^5\s000$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Сумма пополнения' })).toHaveCount(0);
  await expect(page.getByTestId('buy-total')).toHaveText(shown(5_000 * perRouble));
  await amount.fill('1000');
  await expect(page.getByTestId('buy-total')).toHaveText(shown(1_000 * perRouble));
  await page.getByRole('button', { name: 'Купить' }).first().click();
  await continueAsGuest(page, `steam-top-up-${testInfo.project.name}-${Date.now()}@mail.ru`);
  await expect(page.getByText(shown(1_000 * perRouble)).first()).toBeVisible();
  await expect(page.getByText('Заказ: Пополнение Steam (Россия) на 1 000 ₽')).toBeVisible();
  await saveScreenshot(page, testInfo, 'steam-top-up-bank');

  // The order says what reaches the wallet, not «1000 шт.».
  const { orderId, search } = await answerBank(page, 'Оплатить');
  await expect(page.getByTestId('order-size')).toHaveText(/^Пополнение Steam на 1\s000\s₽ · 1,\d\d\s₽ за 1\s₽$/);
  await expect(page.getByTestId('order-total')).toHaveText(shown(1_000 * perRouble));
  const order = (await (await request.get(`/api/gw/public/v1/order/status/${orderId}${search}`)).json()) as {
    quantity: number;
    amount: { amount: number };
  };
  expect(order).toMatchObject({ quantity: 1_000, amount: { amount: 1_000 * perRouble } });
  await saveScreenshot(page, testInfo, 'steam-top-up-order');

  // A listing card shows the best price as a rate too.
  await page.goto('/ru-ru/steam/popolnenie-balansa');
  const card = page.getByTestId('product-card').filter({ hasText: 'Пополнение Steam (Россия)' });
  await expect(card.getByTestId('card-price')).toHaveText(/^от\s?1,\d\d\s₽ за 1\s₽$/);
  await saveScreenshot(page, testInfo, 'steam-top-up-listing');
});

test('a tenge wallet is topped up in tenge, with the seller’s rate in place of a fee', async ({
  page,
  request,
}, testInfo) => {
  const { offers } = (await (await request.get('/api/gw/public/v1/product/steam-popolnenie-kazahstan')).json()) as {
    offers: PageOffer[];
  };
  const perTenge = offers.find((offer) => offer.inStock)!.price.amount;

  await page.goto('/product/steam-popolnenie-kazahstan');
  const amount = page.getByLabel('Сумма пополнения, ₸');
  await expect(amount).toHaveValue(/^5\s000$/);
  await amount.fill('300');
  await expect(page.getByRole('alert').filter({ hasText: 'Сумма пополнения' })).toHaveText(
    'Сумма пополнения — от 500 ₸ до 100 000 ₸',
  );
  await amount.fill('20000');
  await expect(page.getByTestId('top-up-credited')).toHaveText('20 000 ₸');
  await expect(page.getByTestId('top-up-rate')).toHaveText(`${shown(perTenge)} за 1 ₸`);
  await expect(page.getByTestId('top-up-fee')).toHaveCount(0);
  await expect(page.getByTestId('buy-total')).toHaveText(shown(20_000 * perTenge));
  await saveScreenshot(page, testInfo, 'steam-top-up-tenge');
});
