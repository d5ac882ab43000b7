import type { Alert, AlertLook } from '@lootmarket/domain';

export interface QueuedAlert {
  alert: Alert;
  speechUrl: string | null;
  look: AlertLook | null;
}

/** Enough to cover a window resent after a recall, and an acknowledgement still on its way. */
const REMEMBERED = 200;

/**
 * The alerts an overlay holds for the screen (decision 051): the server sends several ahead, may take
 * back those not started yet (a recall) and may send again one this overlay has shown or is showing,
 * which it ignores.
 */
export function createOverlayQueue(remembered = REMEMBERED) {
  const waiting: QueuedAlert[] = [];
  /** Ids put on screen, oldest first. */
  const shown: string[] = [];
  const seen = new Set<string>();

  return {
    /** Queues an alert unless it is queued already or was put on screen; false when ignored. */
    push(item: QueuedAlert): boolean {
      const id = item.alert.id;
      if (seen.has(id) || waiting.some((queued) => queued.alert.id === id)) return false;
      waiting.push(item);
      return true;
    },

    /** The next alert for the screen, remembered from now on as shown. */
    take(): QueuedAlert | undefined {
      const next = waiting.shift();
      if (!next) return undefined;
      shown.push(next.alert.id);
      seen.add(next.alert.id);
      if (shown.length > remembered) seen.delete(shown.shift()!);
      return next;
    },

    /** Drops a queued alert unshown (it was skipped); false when it is not queued. */
    remove(id: string): boolean {
      const at = waiting.findIndex((queued) => queued.alert.id === id);
      if (at >= 0) waiting.splice(at, 1);
      return at >= 0;
    },

    /** Drops every alert not on screen yet: the server sends again what may still play. */
    recall(): void {
      waiting.length = 0;
    },

    ids: () => waiting.map((queued) => queued.alert.id),
  };
}

export type OverlayQueue = ReturnType<typeof createOverlayQueue>;
