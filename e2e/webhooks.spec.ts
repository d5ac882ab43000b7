import { createServer, type IncomingHttpHeaders } from 'node:http';
import { request as http } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signInByApi } from './sign-in';

const PRIVATE = '/api/gw/private/v1';

interface ListedOffer {
  id: string;
  isActive: boolean;
  autoDelivery: boolean;
  stock: number | null;
}

/** The seller's own server: keeps every request it gets. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lootmarket`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a seller adds a webhook and a token in the browser, a program stocks keys, and a verified order.paid arrives when a buyer pays', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const receiver = await startReceiver();
  const buyer = await browser.newPage();
  try {
    await signInByApi(page, 'seller9@demo.lootmarket.ru');
    const profileId = ((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()) as { user_id: string })
      .user_id;
    const offers = (
      (await (await page.request.get(`${PRIVATE}/offer/list?limit=100`)).json()) as { items: ListedOffer[] }
    ).items.filter((offer) => offer.isActive && (offer.stock === null || offer.stock > 0));
    expect(offers.length, 'an offer of the demo shop on sale').toBeGreaterThan(0);

    await page.goto(`/${profileId}/shop/api`);
    await expect(page.getByRole('heading', { name: 'Вебхуки', level: 2 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Адрес сервера' }).fill(receiver.url);
    await page.getByRole('checkbox', { name: /order\.paid/ }).check();
    await page.getByRole('button', { name: 'Добавить вебхук' }).click();
    const shown = page.getByTestId('webhook-secret');
    await expect(shown).toContainText('больше мы его не покажем');
    const secret = (await shown.locator('code').first().textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Готово' }).click();

    const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
    await endpoint.getByRole('button', { name: 'Отправить тестовое событие' }).click();
    await expect(page.getByText('Тестовое событие доставлено')).toBeVisible();

    // The seller changes which events the endpoint wants.
    await endpoint.getByRole('button', { name: 'Изменить' }).click();
    const editForm = page.getByRole('form', { name: 'Изменить вебхук' });
    await editForm.getByRole('checkbox', { name: /stock\.low/ }).check();
    await editForm.getByRole('textbox', { name: 'Сообщать, когда ключей осталось не больше' }).fill('2');
    await editForm.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Вебхук сохранён')).toBeVisible();
    await expect(endpoint).toContainText('не больше 2');

    // The seller's own program stocks a key offer with a token made on the same page.
    const keyOffer = offers.find((offer) => offer.autoDelivery && offer.stock !== null);
    expect(keyOffer, 'a key offer of the demo shop').toBeTruthy();
    await page.getByLabel('Название').fill('Склад и вебхуки');
    await page.getByRole('checkbox', { name: /stock:write/ }).check();
    await page.getByRole('button', { name: 'Создать токен' }).click();
    const token = (await page.getByTestId('created-token').locator('code').first().textContent())!.trim();
    const program = await http.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
    try {
      const keys = Array.from({ length: 3 }, (_, index) => `HOOK-${Date.now()}-${index}`).join('\n');
      const stocked = await program.put(`${PRIVATE}/seller/stock/${keyOffer!.id}`, {
        data: { mode: 'keys', text: keys },
      });
      expect(stocked.status(), await stocked.text()).toBe(200);
    } finally {
      await program.dispose();
    }

    // The buyer pays for one of the seller's offers.
    await signInByApi(buyer, 'buyer@demo.lootmarket.ru');
    const own = { origin: baseURL! };
    let orderId = '';
    const refusals: string[] = [];
    // An offer that asks the buyer for nothing, or for an e-mail only.
    for (const inputs of [{}, { email: 'buyer@mail.ru' }]) {
      // The offer the program just stocked first.
      for (const offer of orderId ? [] : [keyOffer!, ...offers]) {
        const placed = await buyer.request.post(`${PRIVATE}/order`, {
          data: { offerId: offer.id, quantity: 1, inputs },
          headers: own,
        });
        if (placed.ok()) {
          orderId = ((await placed.json()) as { order: { id: string } }).order.id;
          break;
        }
        refusals.push(`${placed.status()} ${(await placed.text()).slice(0, 120)}`);
      }
    }
    expect(orderId, `an offer the buyer can pay for: ${refusals.slice(0, 3).join('; ')}`).not.toBe('');
    const link = (await (
      await buyer.request.post(`${PRIVATE}/order/payment-link`, { data: { orderId }, headers: own })
    ).json()) as {
      confirmationUrl: string;
    };
    await buyer.goto(link.confirmationUrl);
    await buyer.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await buyer.waitForURL(/\/order-status\//);

    const verify = new Webhook(secret);
    const paid = async () =>
      receiver.received
        .map(
          (message) =>
            verify.verify(message.body, message.headers as Record<string, string>) as {
              type: string;
              data: { orderId?: string };
            },
        )
        .find((message) => message.type === 'order.paid' && message.data.orderId === orderId);
    await expect.poll(paid, { timeout: 20_000 }).toBeTruthy();

    await endpoint.getByRole('button', { name: 'Журнал доставок' }).click();
    await expect(endpoint.getByTestId('webhook-delivery').filter({ hasText: 'order.paid' })).toContainText(
      'Доставлено',
    );
    await page.setViewportSize({ width: 375, height: 740 });
    await saveScreenshot(page, testInfo, 'webhooks');
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, testInfo, 'webhooks');
  } finally {
    await buyer.close();
    await receiver.close();
  }
});
