import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { assertSameOrigin, bearerToken, requireRole } from './private-scope';

const request = (fields: Record<string, unknown>) =>
  ({ protocol: 'https', host: 'lootmarket.ru', headers: {}, ...fields }) as unknown as FastifyRequest;

describe('requireRole', () => {
  it('admits any of the roles and refuses others with 403', async () => {
    const sellerOnly = requireRole(2);
    await expect(sellerOnly(request({ user: { id: 1, roles: [0, 2], sessionID: 's' } }))).resolves.toBeUndefined();
    await expect(sellerOnly(request({ user: { id: 1, roles: [0], sessionID: 's' } }))).rejects.toMatchObject({
      code: 'FORBIDDEN',
      statusCode: 403,
      message: 'Недостаточно прав',
    });
    await expect(sellerOnly(request({ user: null }))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('assertSameOrigin', () => {
  it('accepts the own host and the public site, by Origin or Referer', () => {
    expect(() => assertSameOrigin(request({ headers: { origin: 'https://lootmarket.ru' } }), undefined)).not.toThrow();
    expect(() =>
      assertSameOrigin(request({ headers: { referer: 'https://www.lootmarket.ru/a' } }), 'https://www.lootmarket.ru'),
    ).not.toThrow();
  });

  it('refuses a foreign, opaque or missing origin', () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}]) {
      expect(() => assertSameOrigin(request({ headers }), undefined)).toThrow(
        expect.objectContaining({ code: 'FORBIDDEN' }),
      );
    }
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerToken(request({ headers: { authorization: 'Bearer abc.def' } }))).toBe('abc.def');
    expect(bearerToken(request({ headers: { authorization: 'Basic abc' } }))).toBeUndefined();
  });
});
