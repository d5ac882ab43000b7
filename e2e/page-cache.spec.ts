import { expect, test, type APIResponse } from './fixtures';
import { buyKey, continueAsGuest, keyProductInStock } from './guest-checkout';

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';

interface ApiProduct {
  offers: { id: string; stock: number | null }[];
}

test('anonymous visitors share a kept product page, each copy with its own nonce, and see the stock an order took at once', async ({
  page,
  request,
}) => {
  const slug = await keyProductInStock(request);
  const first = await request.get(`/product/${slug}`);
  const second = await request.get(`/product/${slug}`);
  expect(second.status()).toBe(200);
  // The second copy comes from memory, as a shared HTTP cache would say.
  expect(second.headers()['age']).toMatch(/^\d+$/);
  expect(nonceOf(second)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonceOf(second)).not.toBe(nonceOf(first));
  const html = await second.text();
  expect(html).toContain(`nonce="${nonceOf(second)}"`);
  expect(html).not.toContain(nonceOf(first));
  expect(second.headers()['cache-tag']).toBeUndefined();
  expect(second.headers()['x-page-cache-seconds']).toBeUndefined();

  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
  });
  const productAnswer = async () =>
    (await (await request.get(`/api/gw/public/v1/product/${slug}`)).json()) as ApiProduct;
  const bought = (await productAnswer()).offers[0]!;
  // The kept copy hydrates: the form validates, takes the answers and starts checkout.
  await buyKey(page, request, slug);
  await continueAsGuest(page, 'kept-page@example.ru');
  expect(policyViolations).toEqual([]);

  // Journeys beside this one buy the same demo keys, and a sold-out offer moves down the list: the offer is
  // followed by id, and the page is compared with an answer read just before it.
  const after = await productAnswer();
  expect(after.offers.find((offer) => offer.id === bought.id)?.stock).not.toBe(bought.stock);
  await expect
    .poll(async () => {
      const shown = (await productAnswer()).offers[0]!.stock;
      const html = await (await request.get(`/product/${slug}`)).text();
      return html.includes(`В наличии: ${shown} шт.`);
    })
    .toBe(true);
});

test('home, listing and search pages are kept for anonymous visitors, never for a signed-in one', async ({
  request,
}) => {
  for (const path of ['/', '/ru-ru/steam', '/search?q=steam']) {
    // Journeys running beside this one take stock and drop kept pages: the second look is kept unless a drop
    // fell between the two, so the pair is tried again until it is.
    let kept = await request.get(path);
    await expect
      .poll(
        async () => {
          await request.get(path);
          kept = await request.get(path);
          return kept.headers()['age'] ?? '';
        },
        { message: path },
      )
      .toMatch(/^\d+$/);
    expect(kept.status(), path).toBe(200);
    expect(kept.headers()['cache-tag'], path).toBeUndefined();
    const own = await request.get(path, { headers: { cookie: 'has_session=1' } });
    expect(own.headers()['age'], path).toBeUndefined();
  }
});

test('a page asked for with another Host never reaches visitors of this one', async ({ request }) => {
  for (const path of ['/', '/ru-ru/steam', '/search?q=steam']) {
    const poisoned = await request.get(path, { headers: { host: 'evil.example' } });
    expect(poisoned.status()).toBe(200);
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('evil.example');
  }
});
