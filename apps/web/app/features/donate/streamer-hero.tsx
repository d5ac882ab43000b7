import type { DonationStreamer } from '@lootmarket/domain';
import clsx from 'clsx';

function StreamerAvatar({ streamer }: { streamer: DonationStreamer }) {
  const frame = 'size-24 rounded-full ring-4 ring-bg sm:size-28';
  if (streamer.avatar)
    return <img src={streamer.avatar} alt="" width={112} height={112} className={clsx(frame, 'object-cover')} />;
  return (
    <span
      aria-hidden
      className={clsx(frame, 'grid place-items-center text-3xl font-black text-white uppercase select-none')}
      style={{ background: `linear-gradient(135deg, ${streamer.avatarColor}, #0a0c13 170%)` }}
    >
      {streamer.avatarLetters.slice(0, 2)}
    </span>
  );
}

/** Avatar, name and live badge at the top of the donate card. */
export function StreamerHero({ streamer, online }: { streamer: DonationStreamer; online: boolean }) {
  return (
    <header className="flex flex-col items-center text-center">
      <div className="relative -mt-16 sm:-mt-18">
        <StreamerAvatar streamer={streamer} />
        <span
          data-testid="streamer-online"
          className={clsx(
            'absolute -bottom-1 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-2 ring-bg',
            online ? 'bg-danger text-white' : 'bg-surface-3 text-muted',
          )}
        >
          <span
            aria-hidden
            className={clsx('size-1.5 rounded-full', online ? 'animate-pulse bg-white' : 'bg-subtle')}
          />
          {online ? 'В эфире' : 'Не в эфире'}
        </span>
      </div>
      <h1 className="mt-4 text-2xl font-black tracking-tight wrap-anywhere sm:text-3xl" data-testid="streamer-name">
        {streamer.name}
      </h1>
      <p className="mt-1 text-sm text-muted">Поддержите стримера — ваше сообщение появится на трансляции</p>
    </header>
  );
}
