import { conversationEndpoints } from '@lootmarket/domain/endpoints/conversations';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from './api/browser';
import { useHydrated } from './use-hydrated';

type UnreadByOrder = ReadonlyMap<string, number>;
let asked: { key: string; answer: Promise<UnreadByOrder> } | null = null;

/** Unread messages per order of the signed-in user: one request per navigation, shared by every card of a list. */
export function useUnreadMessages(): UnreadByOrder {
  const hydrated = useHydrated();
  const { key } = useLocation();
  const [unread, setUnread] = useState<UnreadByOrder>(new Map());
  useEffect(() => {
    if (!hydrated) return;
    if (asked?.key !== key) {
      const answer = api.call(conversationEndpoints.unread).then(
        (body) => new Map(body.orders.map((entry) => [entry.orderId, entry.unread])) as UnreadByOrder,
        () => new Map() as UnreadByOrder,
      );
      asked = { key, answer };
    }
    let alive = true;
    void asked.answer.then((map) => alive && setUnread(map));
    return () => {
      alive = false;
    };
  }, [hydrated, key]);
  return unread;
}
