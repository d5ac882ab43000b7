import { TEXT_COUNTER_DEFAULT_MAX } from '@lootmarket/domain';
import clsx from 'clsx';
import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Affix, bareInputClassName, FieldBox, useFieldFrame, type FieldFrameProps } from './field';

type FieldLook = Omit<FieldFrameProps, 'id' | 'required' | 'disabled'> & {
  /** true shows "n/120"; a number sets the limit. The limit is also the maxLength. */
  counter?: boolean | number;
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

export function TextInput({ counter, prefix, suffix, className, maxLength, onChange, ...props }: TextInputProps) {
  const { frame, control } = useFieldFrame(props);
  const limit = counterLimit(counter);
  const [length, track] = useTextLength(props.value, props.defaultValue);
  return (
    <FieldBox {...frame} aside={limit ? `${length}/${limit}` : undefined}>
      {prefix ? <Affix>{prefix}</Affix> : null}
      <input
        {...control}
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

export function TextArea({ counter, className, maxLength, rows = 4, onChange, ...props }: TextAreaProps) {
  const { frame, control } = useFieldFrame(props);
  const limit = counterLimit(counter);
  const [length, track] = useTextLength(props.value, props.defaultValue);
  return (
    <FieldBox {...frame} aside={limit ? `${length}/${limit}` : undefined} boxClassName="items-stretch py-2.5">
      <textarea
        {...control}
        rows={rows}
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
