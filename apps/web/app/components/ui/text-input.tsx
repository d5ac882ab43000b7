import { TEXT_COUNTER_DEFAULT_MAX } from '@lootmarket/domain';
import clsx from 'clsx';
import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Affix, bareInputClassName, FieldBox, useFieldControl } from './field';

type FieldLook = {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** true shows "n/120"; a number sets the limit. The limit is also the maxLength. */
  counter?: boolean | number;
  containerClassName?: string;
};

export type TextInputProps = Omit<ComponentPropsWithRef<'input'>, 'prefix'> &
  FieldLook & { prefix?: ReactNode; suffix?: ReactNode };

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & FieldLook;

function counterLimit(counter: FieldLook['counter']): number | undefined {
  if (counter === true) return TEXT_COUNTER_DEFAULT_MAX;
  return typeof counter === 'number' ? counter : undefined;
}

/** Length of the current text, for controlled and uncontrolled use alike. */
function useTextLength(value: unknown, defaultValue: unknown) {
  const [typed, setTyped] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? typed : String(value ?? '').length;
  const track = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setTyped(event.target.value.length);
  return [length, track] as const;
}

export function TextInput({
  label,
  hint,
  error,
  counter,
  containerClassName,
  prefix,
  suffix,
  className,
  id,
  required,
  disabled,
  maxLength,
  onChange,
  ...rest
}: TextInputProps) {
  const control = useFieldControl({ id, hint, error });
  const limit = counterLimit(counter);
  const [length, track] = useTextLength(rest.value, rest.defaultValue);
  return (
    <FieldBox
      controlId={control.id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      aside={limit ? `${length}/${limit}` : undefined}
      disabled={disabled}
      containerClassName={containerClassName}
    >
        {prefix ? <Affix>{prefix}</Affix> : null}
        <input
          {...rest}
          {...control}
          required={required}
          disabled={disabled}
          maxLength={limit ?? maxLength}
          onChange={(event) => {
            track(event);
            onChange?.(event);
          }}
          className={clsx(bareInputClassName, 'h-full', className)}
        />
        {suffix ? <Affix>{suffix}</Affix> : null}
    </FieldBox>
  );
}

export function TextArea({
  label,
  hint,
  error,
  counter,
  containerClassName,
  className,
  id,
  required,
  disabled,
  maxLength,
  rows = 4,
  onChange,
  ...rest
}: TextAreaProps) {
  const control = useFieldControl({ id, hint, error });
  const limit = counterLimit(counter);
  const [length, track] = useTextLength(rest.value, rest.defaultValue);
  return (
    <FieldBox
      controlId={control.id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      aside={limit ? `${length}/${limit}` : undefined}
      disabled={disabled}
      containerClassName={containerClassName}
      boxClassName="items-stretch py-2.5"
    >
        <textarea
          {...rest}
          {...control}
          rows={rows}
          required={required}
          disabled={disabled}
          maxLength={limit ?? maxLength}
          onChange={(event) => {
            track(event);
            onChange?.(event);
          }}
          className={clsx(bareInputClassName, 'resize-y leading-relaxed', className)}
        />
    </FieldBox>
  );
}
