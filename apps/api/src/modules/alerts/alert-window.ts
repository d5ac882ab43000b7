import { WIDGET_ALERT_WINDOW_MAX } from '@lootmarket/domain';

export interface SentAlert {
  id: string;
  seq: number;
  /** When the alert was created (ms), for the backlog's age. */
  createdAt: number;
}

/** The window an overlay asked for in its hello: 1 (one alert at a time, as before decision 051) unless it says more. */
export function windowSize(asked: unknown): number {
  if (typeof asked !== 'number' || !Number.isFinite(asked)) return 1;
  return Math.min(WIDGET_ALERT_WINDOW_MAX, Math.max(1, Math.floor(asked)));
}

/**
 * One overlay socket's alerts sent ahead of its screen (decision 051). The overlay shows them in order, so
 * acknowledging one acknowledges every earlier one. Positions are queue numbers (`seq`).
 */
export function createAlertWindow(size: number, ackedSeq: number) {
  /** Sent and not acknowledged, oldest first: what the overlay holds, at most `size`. */
  let sent: SentAlert[] = [];
  /**
   * Everything sent over this socket and not acknowledged, including alerts recalled or skipped since: an
   * acknowledgement of one of them still tells how far the overlay got, and one of them may be on screen.
   */
  const unacked = new Map<string, SentAlert>();
  let lastSentSeq = ackedSeq;
  let acked = ackedSeq;
  /** Grows whenever a refill under way may carry what must no longer go out (a recall or a skip). */
  let generation = 0;

  return {
    size,
    room: () => size - sent.length,
    /** Where the next refill starts: after what was sent and after what the overlay acknowledged. */
    after: () => Math.max(lastSentSeq, acked),
    generation: () => generation,

    add(alert: SentAlert): void {
      sent.push(alert);
      unacked.set(alert.id, alert);
      lastSentSeq = Math.max(lastSentSeq, alert.seq);
    },

    /** The overlay finished this alert, hence every one before it; false for an alert it was not sent here. */
    acknowledge(id: string): boolean {
      const alert = unacked.get(id);
      if (!alert) return false;
      acked = Math.max(acked, alert.seq);
      sent = sent.filter((item) => item.seq > acked);
      for (const [key, item] of unacked) if (item.seq <= acked) unacked.delete(key);
      return true;
    },

    /** Whether the overlay may hold this alert (queued or on screen). */
    holds: (id: string): boolean => unacked.has(id),

    /** The oldest alert the overlay may hold: the one on screen. */
    head(): string | null {
      let head: SentAlert | null = null;
      for (const item of unacked.values()) if (!head || item.seq < head.seq) head = item;
      return head?.id ?? null;
    },

    /** Takes a skipped alert out of the window: it will not be shown, so it needs no room. */
    drop(id: string): void {
      sent = sent.filter((item) => item.id !== id);
      generation += 1;
    },

    /** The overlay drops everything it holds unshown: the next refill starts again after what it acknowledged. */
    recall(): void {
      sent = [];
      lastSentSeq = acked;
      generation += 1;
    },

    /** A refill under way must not send what it found: look again. */
    discardRefill(): void {
      generation += 1;
    },

    /** Creation time of the oldest alert sent and not acknowledged, if any. */
    oldest: (): number | null => sent[0]?.createdAt ?? null,
  };
}

export type AlertWindow = ReturnType<typeof createAlertWindow>;
