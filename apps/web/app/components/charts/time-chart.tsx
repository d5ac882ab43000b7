import clsx from 'clsx';
import { useId } from 'react';
import { areaPaths, labelledIndices } from './chart-geometry';

const GRID_STEPS = [1, 0.75, 0.5, 0.25, 0] as const;

/** One column of a chart: its date (the key), its value and how its date reads. */
export interface TimePoint {
  date: string;
  value: number;
  label: string;
}

export interface TimeChartProps {
  title: string;
  /** The period's sum, shown big beside the title. */
  total: string;
  points: readonly TimePoint[];
  /** The top of the scale; values above it are drawn at the top. */
  ceiling: number;
  /** Formats a value for the axis and the hover card. */
  formatValue: (value: number) => string;
  /** `area` for amounts, `bars` for counts. */
  variant: 'area' | 'bars';
  testId?: string;
}

/**
 * A server-rendered chart of values over time: plain SVG and HTML, no script needed to draw it, sized by
 * CSS so it fits any width. Hovering a column shows its date and value.
 */
export function TimeChart({ title, total, points, ceiling, formatValue, variant, testId }: TimeChartProps) {
  // React's ids carry characters a CSS url(#…) reference does not take.
  const gradientId = `chart-fill-${useId().replace(/[^\w-]/g, '')}`;
  const values = points.map((point) => point.value);
  const labelled = labelledIndices(points.length);
  const { line, area } = areaPaths(values, ceiling);
  const summary = `${title}: ${total}`;
  return (
    <figure data-testid={testId} className="rounded-2xl border border-border bg-surface p-4 tablet:p-5">
      <figcaption className="mb-4 flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-muted">{title}</span>
        <span className="text-xl font-bold tabular-nums">{total}</span>
      </figcaption>
      <div role="img" aria-label={summary} className="flex gap-2">
        <div aria-hidden="true" className="relative h-44 w-14 shrink-0 text-right text-[11px] text-subtle tabular-nums">
          {GRID_STEPS.map((step) => (
            <span
              key={step}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${(1 - step) * 100}%` }}
            >
              {formatValue(ceiling * step)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-44">
            {GRID_STEPS.map((step) => (
              <div
                key={step}
                aria-hidden="true"
                className={clsx(
                  'absolute inset-x-0 border-t',
                  step === 0 ? 'border-border' : 'border-dashed border-border/60',
                )}
                style={{ top: `${(1 - step) * 100}%` }}
              />
            ))}
            {variant === 'area' ? (
              <svg
                aria-hidden="true"
                viewBox={`0 0 ${Math.max(points.length, 1)} 100`}
                preserveAspectRatio="none"
                className="absolute inset-0 size-full overflow-visible"
              >
                <defs>
                  <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor="var(--color-primary)" stopOpacity="0.45" />
                    <stop offset="100%" stopColor="var(--color-primary)" stopOpacity="0" />
                  </linearGradient>
                </defs>
                <path d={area} fill={`url(#${gradientId})`} />
                <path
                  d={line}
                  fill="none"
                  stroke="var(--color-primary)"
                  strokeWidth="2.5"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
              </svg>
            ) : null}
            <div className="absolute inset-0 flex items-end">
              {points.map((point, index) => (
                <ChartColumn
                  key={point.date}
                  label={point.label}
                  value={formatValue(point.value)}
                  share={point.value / ceiling}
                  bar={variant === 'bars'}
                  edge={index < 2 ? 'start' : index > points.length - 3 ? 'end' : 'middle'}
                />
              ))}
            </div>
          </div>
          <div aria-hidden="true" className="mt-2 flex text-[11px] text-subtle">
            {points.map((point, index) => (
              <span key={point.date} className="relative min-w-0 flex-1">
                {labelled.has(index) ? (
                  <span
                    className={clsx(
                      'absolute top-0 whitespace-nowrap',
                      index === points.length - 1 ? 'right-0' : index === 0 ? 'left-0' : 'left-1/2 -translate-x-1/2',
                      labelled.get(index)! % 2 === 1 && 'hidden tablet:inline',
                    )}
                  >
                    {point.label}
                  </span>
                ) : null}
              </span>
            ))}
          </div>
          <div className="h-4" />
        </div>
      </div>
    </figure>
  );
}

function ChartColumn({
  label,
  value,
  share,
  bar,
  edge,
}: {
  label: string;
  value: string;
  share: number;
  bar: boolean;
  edge: 'start' | 'middle' | 'end';
}) {
  const height = `${Math.min(1, share) * 100}%`;
  return (
    <div className="group relative flex h-full min-w-0 flex-1 items-end justify-center">
      <div
        aria-hidden="true"
        className="absolute inset-y-0 inset-x-0 rounded-md bg-text/0 transition-colors group-hover:bg-text/5"
      />
      {bar ? (
        <div
          className="relative w-[64%] max-w-7 rounded-t-md bg-gradient-to-t from-primary/70 to-accent/90 transition-[filter] group-hover:brightness-125"
          style={{ height: share > 0 ? `max(${height}, 3px)` : '0' }}
        />
      ) : (
        <div
          aria-hidden="true"
          className="absolute left-1/2 size-2.5 -translate-x-1/2 translate-y-1/2 rounded-full border-2 border-primary bg-bg opacity-0 group-hover:opacity-100"
          style={{ bottom: height }}
        />
      )}
      <div
        role="presentation"
        className={clsx(
          'pointer-events-none absolute z-10 hidden rounded-lg border border-border bg-surface-3 px-2.5 py-1.5 text-xs whitespace-nowrap shadow-lg group-hover:block',
          edge === 'start' ? 'left-0' : edge === 'end' ? 'right-0' : 'left-1/2 -translate-x-1/2',
        )}
        style={{ bottom: `min(calc(${height} + 10px), calc(100% - 2.75rem))` }}
      >
        <span className="block text-muted">{label}</span>
        <span className="font-semibold tabular-nums">{value}</span>
      </div>
    </div>
  );
}
