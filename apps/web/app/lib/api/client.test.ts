import { defineEndpoint } from '@lootmarket/domain/endpoints/define';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, failureMessage, GENERIC_FAILURE_MESSAGE, NETWORK_FAILURE_MESSAGE } from './api-error';
import { createApiClient, type ApiTransport } from './client';

const item = defineEndpoint({
  method: 'PUT',
  path: '/api/items/:id',
  params: z.object({ id: z.string() }),
  query: z.object({ token: z.string().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string(), count: z.number().default(0) }),
});
const upload = defineEndpoint({
  method: 'POST',
  path: '/api/upload',
  multipart: true,
  response: z.object({ ok: z.literal(true) }),
});
const list = defineEndpoint({ method: 'GET', path: '/api/items', response: z.object({ items: z.array(z.string()) }) });

function clientAnswering(response: Response | Error | DOMException) {
  const transport = vi.fn<ApiTransport>(async () => {
    if (!(response instanceof Response)) throw response;
    return response;
  });
  return { api: createApiClient(transport), transport };
}

describe('api client', () => {
  it('fills the path and query, sends the JSON body and parses the answer with the endpoint schema', async () => {
    const { api, transport } = clientAnswering(Response.json({ id: 'a/1' }));
    await expect(
      api.call(item, { params: { id: 'a/1' }, query: { token: 't k' }, body: { name: 'Ключ' } }),
    ).resolves.toEqual({ id: 'a/1', count: 0 });
    expect(transport).toHaveBeenCalledWith('/api/items/a%2F1?token=t%20k', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ключ' }),
    });
  });

  it('sends form data untouched to multipart endpoints and nothing to bodiless ones', async () => {
    const { api, transport } = clientAnswering(Response.json({ ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await api.call(upload, { body: form });
    expect(transport).toHaveBeenLastCalledWith('/api/upload', { method: 'POST', body: form });
  });

  it('gives the headers along when asked', async () => {
    const { api } = clientAnswering(Response.json({ items: [] }, { headers: { 'x-cache-tags': 'p:1' } }));
    const { data, headers } = await api.send(list);
    expect(data).toEqual({ items: [] });
    expect(headers.get('x-cache-tags')).toBe('p:1');
  });

  it("surfaces a refusal as the API's error shape with its Russian message", async () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: 'Проверьте введённые данные',
      details: { issues: [{ path: '/name', message: 'Слишком длинно' }] },
    };
    const { api } = clientAnswering(Response.json(body, { status: 400 }));
    const error = await api.call(list).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Проверьте введённые данные',
      body,
    });
    expect(failureMessage(error, 'Не удалось')).toBe('Проверьте введённые данные');
  });

  it('gives a stable code and a Russian message to a failed network, a foreign error page and an unreadable success', async () => {
    const cases: [Response | Error, number, string, string][] = [
      [new TypeError('Failed to fetch'), 0, 'NETWORK_ERROR', NETWORK_FAILURE_MESSAGE],
      [new Response('<html>Bad Gateway</html>', { status: 502 }), 502, 'BAD_RESPONSE', GENERIC_FAILURE_MESSAGE],
      [Response.json({ items: 'нет' }), 200, 'BAD_RESPONSE', GENERIC_FAILURE_MESSAGE],
    ];
    for (const [answer, status, code, message] of cases) {
      const error = await clientAnswering(answer)
        .api.call(list)
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, code, message });
    }
    const unreadable = await clientAnswering(Response.json({ items: 1 }))
      .api.call(list)
      .catch((failure: unknown) => failure);
    expect(failureMessage(unreadable, 'Не удалось сохранить')).toBe('Не удалось сохранить');
  });

  it('tells an aborted call from a failed network', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await clientAnswering(new DOMException('aborted', 'AbortError'))
      .api.call(list, { signal: controller.signal })
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 0, code: 'ABORTED' });
  });

  it('types the input from the schemas', () => {
    const { api } = clientAnswering(Response.json({ items: [] }));
    // @ts-expect-error the path parameter is required
    void api.call(item, { body: { name: 'x' } }).catch(() => null);
    // @ts-expect-error a multipart endpoint takes form data
    void api.call(upload, { body: { file: 'x' } }).catch(() => null);
    void api.call(list).catch(() => null);
  });
});
