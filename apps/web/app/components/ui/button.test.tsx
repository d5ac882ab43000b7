import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a plain button that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Купить</Button>);
    const button = screen.getByRole('button', { name: 'Купить' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('blocks clicks when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Купить
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('blocks clicks while loading, shows a spinner and says it is busy', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Оплатить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Оплатить' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelector('svg.animate-spin')).toBeInTheDocument();
  });

  it('renders an icon next to the label', () => {
    render(<Button icon={<svg data-testid="icon" />}>Далее</Button>);
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('applies variant, size and width', () => {
    render(
      <Button variant="danger" size="lg" fullWidth>
        Удалить
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass('bg-danger', 'h-13', 'w-full');
  });
});

describe('buttonClassName', () => {
  it('gives links the button look with primary md by default', () => {
    const classes = buttonClassName({ className: 'extra' });
    expect(classes).toContain('bg-primary-fill');
    expect(classes).toContain('h-11');
    expect(classes).toContain('extra');
    expect(classes).not.toContain('w-full');
  });

  it('follows the options', () => {
    const classes = buttonClassName({ variant: 'ghost', size: 'sm', fullWidth: true });
    expect(classes).toContain('hover:bg-surface-2');
    expect(classes).toContain('tablet:h-9');
    expect(classes).toContain('w-full');
  });
});
