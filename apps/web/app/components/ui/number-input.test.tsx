import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './number-input';

const NB = '\u00A0';

function Controlled({
  initial = null,
  spy,
  ...props
}: Partial<NumberInputProps> & { initial?: number | null; spy?: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberInput
        label="Сумма"
        {...props}
        value={value}
        onChange={(next) => {
          spy?.(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{String(value)}</output>
      <button type="button" onClick={() => setValue(500)}>
        500
      </button>
    </>
  );
}

describe('NumberInput', () => {
  it('formats as you type and reports a number', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '150000');
    expect(input).toHaveValue(`150${NB}000`);
    expect(spy).toHaveBeenLastCalledWith(150_000);
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('rejects the minus sign when min is 0', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Сумма'), '-42');
    expect(screen.getByLabelText('Сумма')).toHaveValue('42');
    expect(screen.getByTestId('value')).toHaveTextContent('42');
  });

  it('clamps to max', async () => {
    render(<Controlled max={10_000} />);
    await userEvent.type(screen.getByLabelText('Сумма'), '123456');
    expect(screen.getByLabelText('Сумма')).toHaveValue(`10${NB}000`);
    expect(screen.getByTestId('value')).toHaveTextContent('10000');
  });

  it('takes two fraction digits when decimal and tidies up on blur', async () => {
    render(<Controlled decimal />);
    const input = screen.getByLabelText('Сумма');
    await userEvent.type(input, '99.765');
    expect(input).toHaveValue('99,76');
    expect(screen.getByTestId('value')).toHaveTextContent('99.76');
    await userEvent.clear(input);
    await userEvent.type(input, '12,');
    await userEvent.tab();
    expect(input).toHaveValue('12');
  });

  it('reports null when cleared', async () => {
    render(<Controlled initial={300} />);
    const input = screen.getByLabelText('Сумма');
    expect(input).toHaveValue('300');
    await userEvent.clear(input);
    expect(screen.getByTestId('value')).toHaveTextContent('null');
  });

  it('shows a value set from outside', async () => {
    render(<Controlled initial={1} />);
    await userEvent.click(screen.getByRole('button', { name: '500' }));
    expect(screen.getByLabelText('Сумма')).toHaveValue('500');
  });

  it('renders a suffix and an error', () => {
    render(<Controlled suffix="₽" error="Некорректная сумма" />);
    expect(screen.getByText('₽')).toBeInTheDocument();
    expect(screen.getByLabelText('Сумма')).toHaveAttribute('aria-invalid', 'true');
  });
});
