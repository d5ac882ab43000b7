/** Up to this many labels under a chart, evenly spaced, so they never collide on a phone. */
export const MAX_AXIS_LABELS = 6;

/**
 * The points that get a label under the axis, counted back from the last one (which always has one):
 * index → its place from the end. Phones show every other of them.
 */
export function labelledIndices(count: number, max = MAX_AXIS_LABELS): Map<number, number> {
  const indices = new Map<number, number>();
  if (count <= 0) return indices;
  const step = Math.ceil(count / max);
  for (let index = count - 1, place = 0; index >= 0; index -= step, place += 1) indices.set(index, place);
  return indices;
}

/**
 * The outline of an area chart in a 0..width × 0..100 box: each value sits at the middle of its column,
 * 100 is the bottom. Returns the line and the closed area under it.
 */
export function areaPaths(values: readonly number[], ceiling: number): { line: string; area: string } {
  if (values.length === 0) return { line: '', area: '' };
  const points = values.map((value, index) => [index + 0.5, 100 - (Math.min(value, ceiling) / ceiling) * 100] as const);
  const line = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');
  const first = points[0]![0];
  const last = points[points.length - 1]![0];
  return { line, area: `${line} L${round(last)} 100 L${round(first)} 100 Z` };
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** Charts draw four grid steps under their ceiling. */
const GRID_PARTS = 4;
const STEP_FACTORS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10] as const;

/** The smallest round step (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) at or above `value`. */
function niceStep(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return (STEP_FACTORS.find((factor) => factor * power >= value) ?? 10) * power;
}

/** The top of a chart's scale: four equal round steps, at least `minimum`; counts (`whole`) step by whole numbers. */
export function scaleCeiling(
  max: number,
  { minimum = 0, whole = false }: { minimum?: number; whole?: boolean } = {},
): number {
  const step = niceStep(max / GRID_PARTS);
  return Math.max(whole ? Math.max(1, Math.ceil(step)) * GRID_PARTS : step * GRID_PARTS, minimum);
}
