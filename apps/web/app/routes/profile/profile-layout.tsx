import { ERROR_CODES, errorBodySchema, type HeaderUser } from '@lootmarket/domain';
import { isRouteErrorResponse, Outlet, useRouteError, type ShouldRevalidateFunction } from 'react-router';
import { Logo } from '#app/components/brand/logo';
import { Spinner } from '#app/components/ui/spinner';
import { ModeratedChannels } from '#app/features/alert-remote/moderated-channels';
import { NotFoundPage } from '#app/features/not-found/not-found-page';
import { roleGroupOf } from '#app/features/profile/profile-links';
import { ProfileNav } from '#app/features/profile/profile-nav';
import { BecomeSellerEntry } from '#app/features/seller-application/become-seller-entry';
import { requireProfileOwner } from '#app/features/profile/profile-user.server';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/profile-layout';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { user: await requireProfileOwner(request, params.profileId, loadApi(context)) };
}

/** Entering or leaving a role group's pages asks the guard again; elsewhere the owner stays the same. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || roleGroupOf(currentUrl.pathname) !== roleGroupOf(nextUrl.pathname);

/** A first segment that is no profile is the ordinary 404 page, titled as the spec says. */
export const meta: Route.MetaFunction = ({ error }) => [
  { title: isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Профиль — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  if (!user) {
    return (
      <div className="grid min-h-[60dvh] place-items-center" role="status">
        <Spinner size="md" label="Восстанавливаем сессию" />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-12 desktop:px-6">
      <div className="mb-6">
        <Logo />
      </div>
      <div className="desktop:grid desktop:grid-cols-[240px_1fr] desktop:gap-8">
        <aside className="hidden space-y-4 desktop:block">
          <ProfileNav user={user} variant="side" status={user.isSeller ? null : <BecomeSellerEntry />} />
          <ModeratedChannels />
        </aside>
        <main className="min-w-0">
          <Outlet context={user satisfies HeaderUser} />
        </main>
      </div>
    </div>
  );
}

/** The API's own words for the refusal, else its default ones. */
function limitMessage(body: unknown): string {
  const parsed = errorBodySchema.pick({ message: true }).safeParse(body);
  return parsed.success ? parsed.data.message : ERROR_CODES.RATE_LIMITED.message;
}

/** A real rate limit was hit: the page says so instead of waiting for a session forever. */
function RateLimited({ message }: { message: string }) {
  return (
    <div className="grid min-h-[60dvh] place-items-center px-4 text-center" role="alert">
      <p className="text-base">{message}</p>
    </div>
  );
}

/** A non-numeric first segment is no profile: the ordinary 404 page; a rate limit's refusal says so. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 429) return <RateLimited message={limitMessage(error.data)} />;
  throw error;
}
