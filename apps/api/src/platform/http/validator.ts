import { refuseNulBytes } from '@lootmarket/domain';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Each route's zod schema, refusing NUL bytes in any text it takes (body, query, params, headers): the
 * database cannot store them, so they must never get past validation.
 */
export const validatorCompiler: typeof zodValidatorCompiler = (route) =>
  zodValidatorCompiler({
    ...route,
    schema: route.schema instanceof z.ZodType ? refuseNulBytes(route.schema) : route.schema,
  });
