import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as checkingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Production: response schemas compile to fast-json-stringify, which writes only the declared fields —
 * nothing undeclared can leak — at a fraction of the cost of checking each answer. Development and tests:
 * zod checks every answer against its schema, so a handler that drifts from its contract fails loudly there.
 */
export function responseSerializerCompiler({
  production,
}: {
  production: boolean;
}): FastifySerializerCompiler<unknown> {
  if (!production) return checkingSerializerCompiler as FastifySerializerCompiler<unknown>;
  return ({ schema }) => {
    if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
  };
}
