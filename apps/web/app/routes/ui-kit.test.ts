import { describe, expect, it } from 'vitest';
import { loader } from './ui-kit';

type LoaderArgs = Parameters<typeof loader>[0];
const argsIn = (appEnv: 'production' | 'stage' | 'development') => ({ context: { appEnv } }) as unknown as LoaderArgs;

describe('the interface kit route', () => {
  it('answers 404 in production', () => {
    let thrown: unknown;
    try {
      loader(argsIn('production'));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it('is served on stage and in development', () => {
    expect(loader(argsIn('stage'))).toBeNull();
    expect(loader(argsIn('development'))).toBeNull();
  });
});
