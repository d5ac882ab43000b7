import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

export type FieldProps = {
  /** id of the control the label points to. */
  id: string;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Shown at the end of the hint row, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** Label, control, then one line for the error (or the hint) — the frame every input uses. */
export function Field({ id, label, hint, error, required, aside, className, children }: FieldProps) {
  const note = error ? (
    <p id={errorId(id)} role="alert" className="text-danger">
      {error}
    </p>
  ) : hint ? (
    <p id={hintId(id)} className="text-muted">
      {hint}
    </p>
  ) : null;
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1.5', className)}>
      {label ? (
        // The asterisk sits beside the label so the control's name stays the bare label text;
        // `required` on the control tells assistive tech the rest.
        <div className="flex items-baseline gap-0.5 text-sm font-medium">
          <label htmlFor={id} className="text-text">
            {label}
          </label>
          {required ? (
            <span aria-hidden data-required-mark="" className="text-danger">
              *
            </span>
          ) : null}
        </div>
      ) : null}
      {children}
      {note || aside ? (
        <div className="flex items-start justify-between gap-3 text-xs leading-snug">
          <div className="min-w-0">{note}</div>
          {aside ? <div className="shrink-0 text-subtle tabular-nums">{aside}</div> : null}
        </div>
      ) : null}
    </div>
  );
}

/** A stable id for the control plus the aria wiring that ties it to its hint and error. */
export function useFieldControl({ id, hint, error }: { id?: string; hint?: ReactNode; error?: ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = error ? errorId(controlId) : hint ? hintId(controlId) : undefined;
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
}

/** The bordered box around an input; it shows focus for the whole box, prefix and suffix included. */
export function controlBoxClassName({ invalid, disabled }: { invalid?: boolean; disabled?: boolean }) {
  return clsx(
    'flex w-full items-center gap-2 rounded-xl border bg-surface-2 px-3.5 transition-[border-color,box-shadow]',
    'focus-within:ring-3',
    invalid
      ? 'border-danger focus-within:ring-danger/25'
      : 'border-border hover:border-subtle focus-within:border-primary focus-within:ring-primary/25',
    disabled && 'pointer-events-none opacity-50',
  );
}

// 16 px text on phones keeps iOS from zooming into the field on focus.
export const bareInputClassName =
  'min-w-0 flex-1 bg-transparent text-base text-text outline-none placeholder:text-subtle focus-visible:outline-none tablet:text-sm';

export type FieldBoxProps = Omit<FieldProps, 'id' | 'className'> & {
  /** The control's id, as `useFieldControl` made it. */
  controlId: string;
  disabled?: boolean;
  containerClassName?: string;
  /** Extra classes for the bordered box: its height, or padding for multi-line controls. */
  boxClassName?: string;
  /** For controls made of several parts (chips and an input), a click anywhere in the box. */
  onBoxClick?: () => void;
};

/** A field whose control sits in the bordered box: the frame of every text-like input. */
export function FieldBox({
  controlId,
  disabled,
  containerClassName,
  boxClassName = 'h-12 tablet:h-11',
  onBoxClick,
  children,
  ...field
}: FieldBoxProps) {
  return (
    <Field id={controlId} className={containerClassName} {...field}>
      <div
        className={clsx(controlBoxClassName({ invalid: Boolean(field.error), disabled }), boxClassName)}
        onClick={onBoxClick}
      >
        {children}
      </div>
    </Field>
  );
}

/** What every framed input takes for its frame, besides what its control takes. */
export type FieldFrameProps = {
  id?: string;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  containerClassName?: string;
};

/**
 * Splits an input's props into the frame (`FieldBox` props) and its control's own props, the latter with
 * the id and aria wiring added; `required` and `disabled` go to both.
 */
export function useFieldFrame<P extends FieldFrameProps>(props: P) {
  const { id, label, hint, error, containerClassName, ...own } = props;
  const aria = useFieldControl({ id, hint, error });
  const frame = {
    controlId: aria.id,
    label,
    hint,
    error,
    required: props.required,
    disabled: props.disabled,
    containerClassName,
  };
  return { frame, control: { ...own, ...aria } };
}

export function Affix({ children }: { children: ReactNode }) {
  return <span className="flex shrink-0 items-center text-sm text-muted [&>svg]:size-4">{children}</span>;
}
