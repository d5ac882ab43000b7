import type { OrderView } from '@lootmarket/domain';
import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';

/**
 * The order a page shows: what its loader read, replaced at once by what an action answered, and read
 * again from the server whenever `refresh` is called (polling, an expired timer).
 */
export function useLiveOrder(loaded: OrderView): {
  order: OrderView;
  refresh: () => void;
  onChanged: (order: OrderView) => void;
} {
  const [order, setOrder] = useState(loaded);
  useEffect(() => setOrder(loaded), [loaded]);
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;
  const refresh = useCallback(() => {
    if (revalidator.state === 'idle') void revalidate();
  }, [revalidator.state, revalidate]);
  const onChanged = useCallback(
    (next: OrderView) => {
      setOrder(next);
      void revalidate();
    },
    [revalidate],
  );
  return { order, refresh, onChanged };
}
