import type { AlertChannel } from '@lootmarket/domain';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { remoteApi, remoteHref } from './remote-api';

/** Channels the user moderates, each a link to its remote; nothing at all for everyone else. */
export function ModeratedChannels() {
  const [channels, setChannels] = useState<AlertChannel[]>([]);
  useEffect(() => {
    let live = true;
    remoteApi
      .channels()
      .then(({ items }) => live && setChannels(items.filter((channel) => channel.role === 'moderator')))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  if (channels.length === 0) return null;
  return (
    <section aria-labelledby="moderated-title" className="rounded-card border border-border bg-surface p-3">
      <h2 id="moderated-title" className="mb-1 px-1 text-sm font-semibold text-muted">
        Вы модератор
      </h2>
      <ul>
        {channels.map((channel) => (
          <li key={channel.streamerId}>
            <Link
              to={remoteHref(channel.streamerId)}
              className="flex min-h-11 items-center gap-2 rounded-xl px-2 py-2 hover:bg-surface-2"
            >
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span className="min-w-0 flex-1 truncate font-medium">{channel.name}</span>
              <span className="text-xs text-muted">Пульт</span>
              <ChevronRight aria-hidden="true" className="size-4 text-subtle" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
