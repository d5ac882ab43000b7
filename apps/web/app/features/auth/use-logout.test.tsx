import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { requestLogout } from '#app/lib/auth-events';
import { LOGOUT_FAILED_MESSAGE, useLogoutListener } from './use-logout';

function Listener() {
  useLogoutListener();
  return <main>Страница</main>;
}

function renderPage() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ToastProvider>
          <Listener />
        </ToastProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('signing out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the logout and reports a failure', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 'INTERNAL', message: 'Ошибка' }, { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    act(() => requestLogout());
    // The sign-out code is imported on first use; its first transform can take longer than a second.
    expect(await screen.findByText(LOGOUT_FAILED_MESSAGE, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/gw/public/v1/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
