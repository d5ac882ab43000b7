import type { AlertState } from '@lootmarket/domain';
import type { AlertRow } from './alerts.repo';

/** What the state of an alert is read from besides its row: the widgets' cursors and the queue. */
export interface QueueView {
  /** The furthest alert number any of the streamer's widgets has shown (or skipped past). */
  shownUpTo: number;
  /** The first numbered, unskipped alert after the cursor: the one an overlay shows now. */
  headSeq: number | null;
  /** Whether an overlay is connected and the queue runs, so the head is on screen rather than waiting. */
  onAir: boolean;
}

/** The true state of one alert, never «в очереди» once it has left the queue. */
export function alertStateOf(row: Pick<AlertRow, 'seq' | 'hold' | 'skippedAt'>, view: QueueView): AlertState {
  if (row.skippedAt) return 'skipped';
  if (row.seq === null) return row.hold === 'held' ? 'held' : 'delayed';
  if (row.seq <= view.shownUpTo) return 'shown';
  return view.onAir && row.seq === view.headSeq ? 'on_screen' : 'queued';
}

/** The head of the queue among these rows: the lowest numbered, unskipped alert past the cursor. */
export function headSeqOf(rows: Pick<AlertRow, 'seq' | 'skippedAt'>[], shownUpTo: number): number | null {
  const pending = rows
    .filter((row) => row.seq !== null && row.seq > shownUpTo && !row.skippedAt)
    .map((row) => row.seq!);
  return pending.length ? Math.min(...pending) : null;
}
