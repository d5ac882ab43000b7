import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchNumberInput } from './search-number-input';

describe('SearchNumberInput', () => {
  it('has the suffix ₽ by default, as the spec’s search input', () => {
    render(<SearchNumberInput aria-label="Цена от" value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Цена от' }).parentElement).toHaveTextContent('₽');
  });

  it('shows another suffix when given one', () => {
    render(<SearchNumberInput aria-label="Количество" value={3} onChange={vi.fn()} suffix="шт." />);
    const box = screen.getByRole('textbox', { name: 'Количество' }).parentElement;
    expect(box).toHaveTextContent('шт.');
    expect(box).not.toHaveTextContent('₽');
  });
});
