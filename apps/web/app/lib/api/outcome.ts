import { ApiError } from './api-error';

/** The answer, or `fallback` when the call fails: for the parts of a page that may stand empty. The failure is logged. */
export async function orFallback<T, F>(call: Promise<T>, fallback: F, what: string): Promise<T | F> {
  try {
    return await call;
  } catch (error) {
    console.error(`${what} unavailable`, error);
    return fallback;
  }
}

export type Settled<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** A call's outcome as a value, for loaders that branch on the refusal (404 page, redirect on 403). */
export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}
