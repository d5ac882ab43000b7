/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EndpointDefinition } from './define';

// The token scope map only points at endpoints the area files describe.
const files = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./define.ts', '!./api-token-scopes.ts'],
  { eager: true },
);

function isEndpoint(value: unknown): value is EndpointDefinition & { events?: unknown } {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** Every endpoint of every area file, found however deeply its area nests it. */
function collect(value: unknown, into: EndpointDefinition[] = []): EndpointDefinition[] {
  if (isEndpoint(value)) into.push(value);
  else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) collect(inner, into);
  return into;
}

const endpoints = collect(files);

describe('endpoint catalogue', () => {
  it('describes each method and path once', () => {
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(endpoints.length).toBeGreaterThan(50);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('names the path parameters in each params schema', () => {
    for (const endpoint of endpoints) {
      const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      const shape = (endpoint.params as z.ZodObject | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), endpoint.path).toEqual(names);
    }
  });

  it('keeps JSON bodies off reads and multipart off JSON endpoints', () => {
    for (const endpoint of endpoints) {
      if (endpoint.method === 'GET') expect(endpoint.body, endpoint.path).toBeUndefined();
      if (endpoint.multipart) expect(endpoint.body, endpoint.path).toBeUndefined();
    }
  });
});
