import { activeGoalResponseSchema, moneySchema, type FundraisingGoal } from '@lootmarket/domain';
import { useEffect, useState } from 'react';
import { z } from 'zod';

const PUBLIC = '/api/gw/public/v1';
/** Only while the live stream is down (the browser retries it meanwhile). */
const FALLBACK_POLL_MS = 30_000;

const progressSchema = z.object({ goalId: z.string(), raised: moneySchema, target: moneySchema });

/** A goal after a progress event: the new raised amount and the percent the server would compute. */
export function withProgress(goal: FundraisingGoal, progress: z.infer<typeof progressSchema>): FundraisingGoal {
  if (goal.id !== progress.goalId) return goal;
  const percent = Math.min(100, Math.floor((progress.raised.amount * 100) / progress.target.amount));
  return { ...goal, raised: progress.raised, target: progress.target, percent };
}

/**
 * The active goal, kept current while the page is open: Server-Sent Events from the API move the bar the
 * moment a donation completes; polling stands in while the stream is down.
 */
export function useLiveGoal(streamerId: number, initial: FundraisingGoal | null): FundraisingGoal | null {
  const [goal, setGoal] = useState(initial);
  useEffect(() => setGoal(initial), [initial]);
  useEffect(() => {
    if (streamerId <= 0 || typeof EventSource === 'undefined') return;
    let live = false;
    const source = new EventSource(`${PUBLIC}/goals/active/${streamerId}/live`);
    source.addEventListener('open', () => void (live = true));
    source.addEventListener('error', () => void (live = false));
    source.addEventListener('goal', (event) => {
      const parsed = activeGoalResponseSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setGoal(parsed.data.goal);
    });
    source.addEventListener('progress', (event) => {
      const parsed = progressSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setGoal((current) => (current ? withProgress(current, parsed.data) : current));
    });
    const poll = window.setInterval(async () => {
      if (live || document.visibilityState !== 'visible') return;
      try {
        const response = await fetch(`${PUBLIC}/goals/active/${streamerId}`);
        if (response.ok) setGoal(activeGoalResponseSchema.parse(await response.json()).goal);
      } catch {
        // A missed refresh only delays the bar; the next one catches up.
      }
    }, FALLBACK_POLL_MS);
    return () => {
      source.close();
      window.clearInterval(poll);
    };
  }, [streamerId]);
  return goal;
}
