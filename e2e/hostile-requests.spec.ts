import { expect, test } from './fixtures';

test('a page asked for with a malformed Host answers 400, not a failure of the server', async ({ request }) => {
  for (const path of ['/profile', '/ru-ru/steam', '/search?q=malformed-host']) {
    const response = await request.get(path, { headers: { host: 'a.b"><x>' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toEqual({ code: 'BAD_HOST', message: 'Некорректный заголовок Host' });
  }
});

test('a page address with a bad percent-encoding answers 400 in Russian', async ({ request }) => {
  const response = await request.get('/product/%E0%A4%A');
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ code: 'BAD_URL', message: 'Некорректный адрес запроса' });
});
