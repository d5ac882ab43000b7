import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, useFieldControl } from './field';

function Demo(props: { hint?: string; error?: string; required?: boolean }) {
  const control = useFieldControl({ id: 'login', ...props });
  return (
    <Field id={control.id} label="Логин" aside="0/10" {...props}>
      <input {...control} required={props.required} />
    </Field>
  );
}

describe('Field', () => {
  it('ties the label to the control', () => {
    render(<Demo />);
    expect(screen.getByLabelText('Логин')).toHaveAttribute('id', 'login');
  });

  it('marks required fields with a red asterisk', () => {
    const { container } = render(<Demo required />);
    const star = container.querySelector('[data-required-mark]');
    expect(star).toHaveTextContent('*');
    expect(star).toHaveClass('text-danger');
    expect(star).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByLabelText('Логин')).toBeRequired();
  });

  it('describes the control with its hint', () => {
    render(<Demo hint="Латиница и цифры" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Латиница и цифры');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('announces an error, marks the control invalid and puts the error in place of the hint', () => {
    render(<Demo hint="Латиница и цифры" error="Это поле обязательно" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Это поле обязательно');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Это поле обязательно');
    expect(screen.queryByText('Латиница и цифры')).not.toBeInTheDocument();
  });

  it('shows the aside next to the hint row', () => {
    render(<Demo />);
    expect(screen.getByText('0/10')).toBeInTheDocument();
  });

  it('makes up an id when none is given', () => {
    function NoId() {
      const control = useFieldControl({});
      return (
        <Field id={control.id} label="Почта">
          <input {...control} />
        </Field>
      );
    }
    render(<NoId />);
    expect(screen.getByLabelText('Почта')).toBeInTheDocument();
  });
});
