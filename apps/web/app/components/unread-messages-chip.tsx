import { MessagesSquare } from 'lucide-react';
import { useUnreadMessages } from '#app/lib/unread-messages';

/** «N новых сообщений» on an order card when the order's conversation has unread messages. */
export function UnreadMessagesChip({ orderId }: { orderId: string }) {
  const count = useUnreadMessages().get(orderId) ?? 0;
  if (count === 0) return null;
  const words = count % 10 === 1 && count % 100 !== 11 ? 'новое сообщение' : 'новых сообщений';
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary"
      data-testid="unread-chip"
    >
      <MessagesSquare aria-hidden className="size-3.5" />
      {count} {words}
    </span>
  );
}
