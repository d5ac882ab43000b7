import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointPath, queryString } from './define';

describe('endpoint definitions', () => {
  it('fills path parameters encoded and refuses a missing one', () => {
    expect(endpointPath('/api/product/:uuidSlug', { uuidSlug: 'a b/c' })).toBe('/api/product/a%20b%2Fc');
    expect(endpointPath('/api/x/:id/y/:n', { id: 7, n: 'z' })).toBe('/api/x/7/y/z');
    expect(() => endpointPath('/api/x/:id', {})).toThrow(/id/);
  });

  it('writes the defined query values, repeating arrays', () => {
    expect(queryString({ text: 'игры и dlc', limit: 10, skipped: undefined, none: null, tag: ['a', 'b'] })).toBe(
      `?text=${encodeURIComponent('игры и dlc')}&limit=10&tag=a&tag=b`,
    );
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('checks at compile time that params name the path parameters', () => {
    const response = z.object({ ok: z.boolean() });
    defineEndpoint({ method: 'GET', path: '/api/a/:id', params: z.object({ id: z.string() }), response });
    // @ts-expect-error a path parameter without a params schema
    defineEndpoint({ method: 'GET', path: '/api/a/:id', response });
    // @ts-expect-error params naming another parameter
    defineEndpoint({ method: 'GET', path: '/api/a/:id', params: z.object({ slug: z.string() }), response });
    // @ts-expect-error params on a path without parameters
    defineEndpoint({ method: 'GET', path: '/api/a', params: z.object({ id: z.string() }), response });
  });
});
