import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';

/**
 * Sends one private dashboard call, then reloads the page's data. Errors become a toast (and, for
 * validation, the caller's field errors through `fieldIssues`); a success can be announced with a toast too.
 */
export function useDashboardCall() {
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  async function call<T>(
    request: () => Promise<T>,
    success?: string,
  ): Promise<{ ok: true; data: T } | { ok: false; error: unknown }> {
    if (pending) return { ok: false, error: null };
    setPending(true);
    try {
      const data = await request();
      await revalidate();
      if (success) toast.show({ type: 'success', message: success });
      return { ok: true, data };
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить. Попробуйте ещё раз') });
      return { ok: false, error };
    } finally {
      setPending(false);
    }
  }

  return { call, pending };
}
