import { alertRemoteEndpoints } from '@lootmarket/domain/endpoints/alert-moderation';
import { channelMediaEndpoints } from '@lootmarket/domain/endpoints/media';
import { Lock } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { Spinner } from '#app/components/ui/spinner';
import { AlertRemote } from '#app/features/alert-remote/alert-remote';
import { channelMediaApi } from '#app/features/media-requests/media-api';
import { MediaPlayerControls, MediaQueue } from '#app/features/media-requests/media-queue';
import { loadApi } from '#app/lib/api/load-api.server';
import { settle } from '#app/lib/api/outcome';
import type { Route } from './+types/remote';

const SESSION_MARKER = /(?:^|;\s*)has_session=1(?:;|$)/;

/**
 * /remote/{streamerId}: the phone remote of a channel, for its streamer and their moderators. A guest goes
 * home unless a session may be renewed (the session keeper reloads); anyone else sees why they may not.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const streamerId = Number(params.streamerId);
  if (!Number.isSafeInteger(streamerId) || streamerId <= 0) throw data(null, { status: 404 });
  const api = loadApi(context);
  const [queue, media] = await Promise.all([
    settle(api.call(alertRemoteEndpoints.queue, { params: { streamerId } })),
    settle(api.call(channelMediaEndpoints.queue, { params: { streamerId } })),
  ]);
  if (queue.ok) return { queue: queue.data, media: media.ok ? media.data : null, refused: false };
  if (queue.error.status === 401) {
    if (SESSION_MARKER.test(request.headers.get('cookie') ?? '')) return { queue: null, media: null, refused: false };
    throw redirect('/');
  }
  return { queue: null, media: null, refused: true };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded?.queue ? `Пульт: ${loaded.queue.channel.name} — Лутмаркет` : 'Пульт оповещений — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function RemotePage({ loaderData }: Route.ComponentProps) {
  const { queue, media, refused } = loaderData;
  return (
    <main className="px-4 pt-5 pb-16">
      {queue ? (
        <AlertRemote key={queue.channel.streamerId} initial={queue}>
          {media ? (
            <section aria-labelledby="media-title" className="space-y-3">
              <h2 id="media-title" className="text-lg font-semibold">
                Видео от зрителей
              </h2>
              <MediaPlayerControls queue={media} controls={channelMediaApi(queue.channel.streamerId)} />
              <MediaQueue queue={media} controls={channelMediaApi(queue.channel.streamerId)} />
            </section>
          ) : null}
        </AlertRemote>
      ) : refused ? (
        <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-surface-2 text-muted">
            <Lock aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-xl font-bold">Нет доступа к этому каналу</h1>
          <p className="text-muted">Пульт открывают стример и модераторы, которых он добавил.</p>
          <Link to="/" className="font-medium text-primary-hover hover:underline">
            На главную
          </Link>
        </div>
      ) : (
        <div className="grid min-h-[50dvh] place-items-center" role="status">
          <Spinner size="md" label="Восстанавливаем сессию" />
        </div>
      )}
    </main>
  );
}
