import clsx from 'clsx';

/** A row of choices that behave as radio buttons: one is always picked. */
export function OptionGroup<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (next: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(options) as T[]).map((option) => (
          <label
            key={option}
            className={clsx(
              'cursor-pointer rounded-xl border px-3 py-2 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-primary',
              option === value
                ? 'border-primary bg-primary-soft text-text'
                : 'border-border bg-surface-2 text-muted hover:text-text',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={label}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            {options[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled slider with its value beside it. */
export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  unit,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit: string;
  onChange: (next: number) => void;
}) {
  return (
    <label className="block space-y-2">
      <span className="flex items-baseline justify-between text-sm font-medium">
        {label}
        <span className="text-muted tabular-nums">
          {value} {unit}
        </span>
      </span>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-primary"
      />
    </label>
  );
}

/** A colour picker with its hex code. */
export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
}) {
  return (
    <label className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface-2 px-3 py-2 text-sm font-medium">
      {label}
      <span className="flex items-center gap-2 text-muted uppercase tabular-nums">
        {value}
        <input
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="size-8 cursor-pointer rounded-lg border-0 bg-transparent"
        />
      </span>
    </label>
  );
}
