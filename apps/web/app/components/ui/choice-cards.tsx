import clsx from 'clsx';

export interface ChoiceCard<T extends string> {
  value: T;
  title: string;
  hint: string;
}

/** One choice of a few, each a card with a title and what choosing it means. */
export function ChoiceCards<T extends string>({
  name,
  legend,
  showLegend = false,
  options,
  value,
  onChange,
  className,
}: {
  name: string;
  legend: string;
  /** Print the legend above the cards; otherwise it is read only by screen readers. */
  showLegend?: boolean;
  options: readonly ChoiceCard<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={clsx('grid gap-2', className)}>
      <legend className={showLegend ? 'mb-2 text-sm font-medium' : 'sr-only'}>{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={clsx(
            'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition',
            value === option.value ? 'border-primary bg-primary-soft' : 'border-border hover:bg-surface-2',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1 accent-[var(--color-primary)]"
          />
          <span>
            <span className="block font-medium">{option.title}</span>
            <span className="block text-sm text-muted">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
