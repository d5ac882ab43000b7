import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

afterEach(() => vi.unstubAllGlobals());

describe('ErrorState', () => {
  it('announces the error and retries through the callback', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Произошла ошибка');
    await userEvent.click(screen.getByRole('button', { name: 'Перезагрузить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('reloads the page without a callback', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<ErrorState />);
    await userEvent.click(screen.getByRole('button', { name: 'Перезагрузить' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
