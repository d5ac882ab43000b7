import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces loading by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Загрузка' })).toHaveClass('animate-spin', 'size-5');
  });

  it('stays silent when a parent already reports it is busy', () => {
    const { container } = render(<Spinner label={null} size="sm" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Skeleton', () => {
  it('is a hidden shimmering placeholder in the given shape', () => {
    const { container } = render(<Skeleton shape="circle" className="size-10" />);
    const block = container.firstElementChild;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('ui-shimmer', 'rounded-full', 'size-10');
  });
});
