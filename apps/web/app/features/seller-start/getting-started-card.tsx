import clsx from 'clsx';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { StartStep } from './getting-started';

/** The new seller's checklist: what is done, and a way to each step that is not. */
export function GettingStartedCard({ steps }: { steps: readonly StartStep[] }) {
  const done = steps.filter((step) => step.done).length;
  return (
    <section
      aria-labelledby="start-title"
      className="rounded-card border border-border bg-surface p-5 sm:p-6"
      data-testid="getting-started"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="start-title" className="text-xl font-bold">
          С чего начать
        </h2>
        <span className="text-sm text-muted tabular-nums">
          {done} из {steps.length}
        </span>
      </div>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-surface-3" aria-hidden>
        <div
          className="h-full rounded-full bg-primary-fill transition-all"
          style={{ width: `${(done / steps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-4 space-y-2">
        {steps.map((step) => (
          <li key={step.id}>
            <StepBody step={step} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function StepBody({ step }: { step: StartStep }) {
  const content = (
    <>
      {step.done ? (
        <CheckCircle2 aria-label="Готово" className="mt-0.5 size-5 shrink-0 text-success" />
      ) : (
        <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-subtle" />
      )}
      <span className="min-w-0 flex-1">
        <span className={clsx('block font-semibold', step.done && 'text-muted line-through')}>{step.title}</span>
        {step.done ? null : <span className="mt-0.5 block text-sm text-muted">{step.text}</span>}
      </span>
      {step.href && !step.done ? <ChevronRight aria-hidden className="mt-0.5 size-5 shrink-0 text-subtle" /> : null}
    </>
  );
  const box = 'flex items-start gap-3 rounded-xl p-3';
  if (!step.href || step.done) return <div className={box}>{content}</div>;
  return (
    <Link to={step.href} className={clsx(box, 'bg-surface-2 transition hover:bg-surface-3')}>
      {content}
    </Link>
  );
}
