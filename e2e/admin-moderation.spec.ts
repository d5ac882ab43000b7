import { pageOnProjectDevice } from './contexts';
import { expect, test, type Page } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

const PRIVATE = '/api/gw/private/v1';
const REASON = 'В описании обещан товар, которого нет в продаже';

interface ListedOffer {
  id: string;
  title: string;
  isActive: boolean;
  hiddenReason: string | null;
}

async function activeOffer(page: Page): Promise<ListedOffer> {
  const answer = await page.request.get(`${PRIVATE}/offer/list?limit=100`);
  expect(answer.status()).toBe(200);
  const offer = ((await answer.json()) as { items: ListedOffer[] }).items.find((item) => item.isActive);
  expect(offer, 'the demo shop has an offer on sale').toBeDefined();
  return offer!;
}

test('a moderator hides an offer with a reason, and its seller reads the reason in their offer list', async ({
  page,
  browser,
}, testInfo) => {
  const sellerPage = await pageOnProjectDevice(browser, testInfo);
  await signInByApi(sellerPage, 'seller5@demo.lootmarket.ru');
  const profileId = (
    (await (await sellerPage.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string }
  ).user_id;
  const offer = await activeOffer(sellerPage);

  await signInByApi(page, 'admin@demo.lootmarket.ru');
  try {
    await page.goto(`/admin/moderation?tab=offers&q=${offer.id}`);
    await expect(page.getByRole('heading', { name: 'Модерация' })).toBeVisible();
    await page.getByRole('button', { name: `Скрыть: ${offer.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Скрыть предложение' });
    await dialog.getByRole('textbox', { name: 'Причина' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Скрыть' }).click();
    await expect(page.getByText(`: ${REASON}`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Вернуть: ${offer.title}` })).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-moderation');

    await sellerPage.goto(`/${profileId}/my-offers?status=moderation`);
    const row = sellerPage.getByTestId('seller-offer').filter({ hasText: offer.title });
    await expect(row.getByText(`Скрыто модератором: ${REASON}`)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Возобновить' })).toBeDisabled();
    await saveScreenshot(sellerPage, testInfo, 'seller-hidden-offer');
  } finally {
    // The demo shop gets its offer back, so the journey can run again against the same server.
    const origin = new URL(testInfo.project.use.baseURL!).origin;
    const restored = await page.request.post(`${PRIVATE}/admin/offers/${offer.id}/restore`, { headers: { origin } });
    expect(restored.status()).toBe(200);
  }
});
