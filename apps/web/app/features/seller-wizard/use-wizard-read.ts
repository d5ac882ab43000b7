import { useEffect, useState } from 'react';
import { failureMessage } from '#app/lib/api/api-error';

export type WizardRead<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

/** A read the wizard's step makes from the browser, again whenever `key` changes. */
export function useWizardRead<T>(key: string, read: (signal: AbortSignal) => Promise<T>): WizardRead<T> {
  const [result, setResult] = useState<{ key: string; read: WizardRead<T> }>({ key, read: { state: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal)
      .then((data) => setResult({ key, read: { state: 'ready', data } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setResult({ key, read: { state: 'failed', message: failureMessage(error, 'Не удалось загрузить шаг') } });
      });
    return () => controller.abort();
    // The read is named by its key; a new closure with the same key reads the same thing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result.key === key ? result.read : { state: 'loading' };
}
