import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '#app/components/ui/toast';
import { ApiError, apiJson } from '#app/lib/api-client';
import { PRIVATE_API_PATH } from './dashboard-paths';

export interface CallIssue {
  path: string;
  message: string;
}

/** The field issues of a refused call, keyed by the body field they point to ("/target" → "target"). */
export function issuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const issues = (error.body as { details?: { issues?: CallIssue[] } } | null)?.details?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.replace(/^\//, ''), issue.message]));
}

/**
 * Sends one private dashboard call, then reloads the page's data. Errors become a toast (and, for
 * validation, the caller's field errors); a success can be announced with a toast too.
 */
export function useDashboardCall() {
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  async function call<T>(path: string, init: RequestInit & { json?: unknown }, success?: string): Promise<{ ok: true; data: T } | { ok: false; error: unknown }> {
    if (pending) return { ok: false, error: null };
    setPending(true);
    try {
      const data = await apiJson<T>(`${PRIVATE_API_PATH}${path}`, init);
      await revalidate();
      if (success) toast.show({ type: 'success', message: success });
      return { ok: true, data };
    } catch (error) {
      toast.show({ type: 'error', message: error instanceof ApiError ? error.message : 'Не удалось сохранить. Попробуйте ещё раз' });
      return { ok: false, error };
    } finally {
      setPending(false);
    }
  }

  return { call, pending };
}
