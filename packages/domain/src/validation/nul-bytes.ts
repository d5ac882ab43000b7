import type { z } from 'zod';

export const NUL_BYTE_MESSAGE = 'Недопустимый символ: нулевой байт';

type Path = (string | number)[];

/** Every string holding U+0000 inside a parsed value (objects and arrays, nested), with its path. */
export function stringsWithNulBytes(
  value: unknown,
  path: Path = [],
  found: { path: Path; text: string }[] = [],
): { path: Path; text: string }[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ path, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => stringsWithNulBytes(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) stringsWithNulBytes(item, [...path, key], found);
  }
  return found;
}

/**
 * The schema refusing any text with a NUL byte, wherever it sits. PostgreSQL cannot store U+0000 in text,
 * and no person types one: it only comes from probing, so it is refused, not stripped.
 */
export function refuseNulBytes<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, context) => {
    for (const { path, text } of stringsWithNulBytes(value)) {
      context.addIssue({
        code: 'invalid_format',
        format: 'no_nul_bytes',
        path,
        input: text,
        message: NUL_BYTE_MESSAGE,
      });
    }
  });
}
