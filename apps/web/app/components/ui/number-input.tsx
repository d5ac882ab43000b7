import { NUMBER_INPUT_DEFAULTS } from '@lootmarket/domain';
import clsx from 'clsx';
import { useLayoutEffect, useMemo, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Affix, bareInputClassName, FieldBox, useFieldFrame, type FieldFrameProps } from './field';
import { caretAfterMeaningful, meaningfulBefore, numberToText, readTypedNumber } from './number-text';

export type NumberInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'prefix'
> & {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Defaults to 0; at or above 0 the input takes no minus sign. Lower values are left to validation. */
  min?: number;
  /** Defaults to 1 000 000; anything at or above it becomes it. */
  max?: number;
  /** Allows two fraction digits; integers otherwise. */
  decimal?: boolean;
  prefix?: ReactNode;
  /** E.g. '₽'. */
  suffix?: ReactNode;
} & Omit<FieldFrameProps, 'id' | 'required' | 'disabled'>;

/** A number typed the ru way: "1 000 000", "12,5". */
export function NumberInput({
  value,
  onChange,
  min = NUMBER_INPUT_DEFAULTS.min,
  max = NUMBER_INPUT_DEFAULTS.max,
  decimal = false,
  prefix,
  suffix,
  className,
  onBlur,
  ref,
  ...props
}: NumberInputProps) {
  const options = useMemo(() => ({ min, max, decimal }), [min, max, decimal]);
  const { frame, control } = useFieldFrame(props);
  const [text, setText] = useState(() => numberToText(value, options));
  const [shown, setShown] = useState(value);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  // A value set from outside (a reset, a preset amount) replaces whatever is typed.
  if (!Object.is(value, shown)) {
    setShown(value);
    setText(numberToText(value, options));
  }

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [text]);

  return (
    <FieldBox {...frame}>
      {prefix ? <Affix>{prefix}</Affix> : null}
      <input
        {...control}
        ref={(node) => {
          inputRef.current = node;
          if (typeof ref === 'function') return ref(node);
          if (ref) ref.current = node;
        }}
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const raw = event.target.value;
          const next = readTypedNumber(raw, options);
          const caret = event.target.selectionStart ?? raw.length;
          pendingCaret.current = caretAfterMeaningful(next.text, meaningfulBefore(raw, caret));
          setText(next.text);
          setShown(next.value);
          if (!Object.is(next.value, value)) onChange(next.value);
        }}
        onBlur={(event) => {
          setText(numberToText(shown, options));
          onBlur?.(event);
        }}
        className={clsx(bareInputClassName, 'h-full tabular-nums', className)}
      />
      {suffix ? <Affix>{suffix}</Affix> : null}
    </FieldBox>
  );
}
