import type { FundraisingGoal } from '@lootmarket/domain';
import { liveGoalStream, publicDonationEndpoints, type GoalProgress } from '@lootmarket/domain/endpoints/donations';
import { useEffect, useState } from 'react';
import { api } from '#app/lib/api/browser';
import { callUrl } from '#app/lib/api/client';
/** Only while the live stream is down (the browser retries it meanwhile). */
const FALLBACK_POLL_MS = 30_000;

/** A goal after a progress event: the new raised amount and the percent the server would compute. */
export function withProgress(goal: FundraisingGoal, progress: GoalProgress): FundraisingGoal {
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
    const source = new EventSource(callUrl(liveGoalStream, { params: { user_id: streamerId } }));
    source.addEventListener('open', () => void (live = true));
    source.addEventListener('error', () => void (live = false));
    source.addEventListener('goal', (event) => {
      const parsed = liveGoalStream.events.goal.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setGoal(parsed.data.goal);
    });
    source.addEventListener('progress', (event) => {
      const parsed = liveGoalStream.events.progress.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setGoal((current) => (current ? withProgress(current, parsed.data) : current));
    });
    const poll = window.setInterval(async () => {
      if (live || document.visibilityState !== 'visible') return;
      try {
        setGoal((await api.call(publicDonationEndpoints.activeGoal, { params: { user_id: streamerId } })).goal);
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
