import type { AppEnv } from '@lootmarket/domain';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '#app/components/ui/toast';
import { requestCheckoutLogin, requestConnect, requestLogin, type AuthOpenOptions } from '#app/lib/auth-events';
import { AuthModal } from './auth-modal';

export const DEMO_USER = {
  id: 'u1',
  name: 'Покупатель',
  avatar: null,
  avatarLetters: 'П',
  avatarColor: '#7c5cff',
  isSeller: false,
  isStreamer: false,
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The modal mounted as the site layout mounts it, on a page at `path`. */
export function renderAuthModal({
  path = '/',
  appEnv = 'development',
  captchaSiteKey = 'test-site-key',
}: { path?: string; appEnv?: AppEnv; captchaSiteKey?: string | null } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <Outlet />
            <Where />
            <AuthModal user={null} appEnv={appEnv} captchaSiteKey={captchaSiteKey} />
          </ToastProvider>
        ),
        children: [{ path: '*', element: <main>Страница</main> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export function openModal(options?: AuthOpenOptions) {
  act(() => (options ? requestCheckoutLogin(options) : requestLogin()));
}

export function openConnect() {
  act(() => requestConnect('connect-donations'));
}

export const dialog = () => screen.getByRole('dialog');

type Reply = { status: number; body: unknown };

/** Stands in for the browser's network: answers by path, records what was sent. */
export function stubNetwork(replies: Record<'send' | 'login', Reply[]>) {
  const queues = { send: [...replies.send], login: [...replies.login] };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const queue = url.includes('/email_code/callback') ? queues.login : queues.send;
    const reply = queue.shift() ?? { status: 500, body: { code: 'INTERNAL', message: 'Ошибка сервера' } };
    return Response.json(reply.body, { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const CODE_SENT: Reply = { status: 200, body: { sessionID: 'srv-session-1', resendAfterSeconds: 45 } };
export const WRONG_CODE_REPLY: Reply = { status: 400, body: { code: 'WRONG_CODE', message: 'Неверный код' } };
export function loginReply(extra: Record<string, unknown> = {}): Reply {
  return {
    status: 200,
    body: {
      access_token: 'a',
      refresh_token: 'r',
      sessionID: 'srv-session-1',
      user: DEMO_USER,
      isNewUser: false,
      createdAt: '2024-01-01T00:00:00.000Z',
      ...extra,
    },
  };
}
