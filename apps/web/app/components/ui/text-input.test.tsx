import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea, TextInput } from './text-input';

describe('TextInput', () => {
  it('counts characters against 120 by default', async () => {
    render(<TextInput label="Название" counter />);
    expect(screen.getByText('0/120')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Название'), 'Ключ');
    expect(screen.getByText('4/120')).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveAttribute('maxLength', '120');
  });

  it('takes a custom limit and stops at it', async () => {
    render(<TextInput label="Ник" counter={5} />);
    await userEvent.type(screen.getByLabelText('Ник'), 'abcdefgh');
    expect(screen.getByLabelText('Ник')).toHaveValue('abcde');
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });

  it('counts a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('Привет');
      return <TextInput label="Текст" counter value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Controlled />);
    expect(screen.getByText('6/120')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Текст'), '!');
    expect(screen.getByText('7/120')).toBeInTheDocument();
  });

  it('shows an error with a red border', () => {
    render(<TextInput label="Почта" error="Неверная почта" />);
    const input = screen.getByLabelText('Почта');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.parentElement).toHaveClass('border-danger');
    expect(screen.getByRole('alert')).toHaveTextContent('Неверная почта');
  });

  it('renders prefix and suffix slots', () => {
    render(<TextInput label="Сумма" prefix="от" suffix="₽" />);
    expect(screen.getByText('от')).toBeInTheDocument();
    expect(screen.getByText('₽')).toBeInTheDocument();
  });

  it('has no counter unless asked', () => {
    render(<TextInput label="Имя" />);
    expect(screen.queryByText(/\/120/)).not.toBeInTheDocument();
  });
});

describe('TextArea', () => {
  it('is a labelled textarea with a counter', async () => {
    render(<TextArea label="Описание" counter required />);
    const area = screen.getByLabelText(/Описание/);
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toBeRequired();
    await userEvent.type(area, 'Быстро');
    expect(screen.getByText('6/120')).toBeInTheDocument();
  });
});
