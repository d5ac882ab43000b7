import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './phone-input';

function Controlled({ initial = '', spy }: { initial?: string; spy?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput
        label="Телефон"
        value={value}
        onChange={(next) => {
          spy?.(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Сбросить
      </button>
    </>
  );
}

describe('PhoneInput', () => {
  it('masks the number and reports it prefixed by 7 once complete', async () => {
    const spy = vi.fn();
    render(<Controlled spy={spy} />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.type(input, '912345678');
    expect(input).toHaveValue('+7 (912) 345-67-8');
    expect(spy).not.toHaveBeenCalled();
    await userEvent.type(input, '9');
    expect(input).toHaveValue('+7 (912) 345-67-89');
    expect(spy).toHaveBeenLastCalledWith('79123456789');
  });

  it('goes back to an empty value when the number becomes incomplete', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.type(input, '9123456789');
    expect(screen.getByTestId('value')).toHaveTextContent('79123456789');
    await userEvent.type(input, '{Backspace}');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('shows a stored value and follows an outside reset', async () => {
    render(<Controlled initial="79001112233" />);
    const input = screen.getByLabelText('Телефон');
    expect(input).toHaveValue('+7 (900) 111-22-33');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(input).toHaveValue('');
  });

  it('takes a pasted number written with 8 or +7', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.click(input);
    await userEvent.paste('8 (912) 345-67-89');
    expect(input).toHaveValue('+7 (912) 345-67-89');
    expect(screen.getByTestId('value')).toHaveTextContent('79123456789');
  });

  it('is a labelled tel input with the mask as placeholder', () => {
    render(<PhoneInput label="Телефон" required error="Некорректный номер телефона" />);
    const input = screen.getByLabelText('Телефон');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('placeholder', '+7 (___) ___-__-__');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
