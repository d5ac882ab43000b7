import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root';

function Exploding(): never {
  throw new Error('render failed');
}

describe('the root error boundary', () => {
  it('shows the 404 page when a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: '/', Component: Exploding, ErrorBoundary }]);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.queryByText('render failed')).not.toBeInTheDocument();
  });
});
