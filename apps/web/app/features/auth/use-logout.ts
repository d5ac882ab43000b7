import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '#app/components/ui/toast';
import { onAuthEvent } from '#app/lib/auth-events';

export const LOGOUT_FAILED_MESSAGE = 'Не удалось выйти. Попробуйте ещё раз';

/** Signs out on request; the root loader then finds no session and the header turns back to a guest's. */
export function useLogoutListener(): void {
  const { revalidate } = useRevalidator();
  const toast = useToast();
  useEffect(
    () =>
      onAuthEvent('auth:logout', () => {
        // The API client loads with the first sign-out, not with every page.
        import('./auth-api')
          .then(({ logout }) => logout())
          .then(
            () => revalidate(),
            () => toast.show({ type: 'error', message: LOGOUT_FAILED_MESSAGE }),
          );
      }),
    [revalidate, toast],
  );
}
