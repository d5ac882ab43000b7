import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializers';

const schema = z.object({ id: z.string(), price: z.number().int(), note: z.string().nullable() });
const compile = (production: boolean) =>
  responseSerializerCompiler({ production })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('responseSerializerCompiler', () => {
  it('writes the declared fields in production and nothing else', () => {
    const json = compile(true)({ id: 'a', price: 100, note: null, passwordHash: 'secret' });
    expect(JSON.parse(json)).toEqual({ id: 'a', price: 100, note: null });
  });

  it('checks every answer against its schema outside production', () => {
    expect(() => compile(false)({ id: 'a', price: 1.5, note: null })).toThrow();
    expect(JSON.parse(compile(false)({ id: 'a', price: 2, note: 'x' }))).toEqual({ id: 'a', price: 2, note: 'x' });
  });
});
