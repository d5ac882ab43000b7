import type { MediaRequest, MediaWidgetState } from '@lootmarket/domain';
import { useEffect, useRef, useState } from 'react';

const TICK_MS = 250;

/** Commands of YouTube's IFrame Player API, sent by postMessage to the embed (`enablejsapi=1`). */
function youtubeCommand(frame: HTMLIFrameElement | null, func: string, args: unknown[] = []) {
  frame?.contentWindow?.postMessage(
    JSON.stringify({ event: 'command', func, args }),
    'https://www.youtube-nocookie.com',
  );
}

/** The provider's own embedded player; only a provider and an id ever reach it, never a donor's link. */
function ProviderPlayer({ item, paused, volume }: { item: MediaRequest; paused: boolean; volume: number }) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const element = video.current;
    if (element) {
      element.volume = volume / 100;
      if (paused) element.pause();
      // A browser outside OBS may refuse sound before a click: the clip then plays muted.
      else
        void element.play().catch(() => {
          element.muted = true;
          return element.play().catch(() => {});
        });
    }
    youtubeCommand(frame.current, paused ? 'pauseVideo' : 'playVideo');
    youtubeCommand(frame.current, 'setVolume', [volume]);
  }, [paused, volume]);

  const common = { 'data-testid': 'media-player', 'data-provider': item.provider, className: 'size-full' };
  if (item.provider === 'sandbox')
    return (
      <video
        {...common}
        ref={video}
        src={`/media-samples/${encodeURIComponent(item.videoId)}.webm`}
        autoPlay
        loop
        playsInline
        className="size-full bg-black object-cover"
      />
    );
  const params = new URLSearchParams({
    autoplay: '1',
    controls: '0',
    enablejsapi: '1',
    start: String(item.startSeconds),
    end: String(item.startSeconds + item.seconds),
  });
  return (
    <iframe
      {...common}
      ref={frame}
      title={item.title}
      src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(item.videoId)}?${params}`}
      allow="autoplay; encrypted-media"
      onLoad={() => youtubeCommand(frame.current, 'setVolume', [volume])}
    />
  );
}

/** Seconds played of the request on screen, counted only while the player runs. */
function usePlayedSeconds(item: MediaRequest | null, paused: boolean, onDone: (id: string) => void): number {
  const [played, setPlayed] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => setPlayed(0), [item?.id]);
  useEffect(() => {
    if (!item || paused) return;
    const timer = setInterval(() => setPlayed((seconds) => seconds + TICK_MS / 1000), TICK_MS);
    return () => clearInterval(timer);
  }, [item, paused]);
  useEffect(() => {
    if (item && played >= item.seconds) done.current(item.id);
  }, [item, played]);
  return played;
}

/** A media widget: the approved video on screen for the seconds its donor bought, with who sent it. */
export function MediaOverlay({ state, onEnded }: { state: MediaWidgetState | null; onEnded: (id: string) => void }) {
  const item = state?.item ?? null;
  const paused = state?.player.paused ?? false;
  const played = usePlayedSeconds(item, paused, onEnded);
  if (!item || !state) return null;
  const left = Math.max(0, Math.ceil(item.seconds - played));
  return (
    <figure className="w-full max-w-3xl overflow-hidden rounded-2xl bg-black/80 shadow-2xl" data-testid="media-overlay">
      <div className="relative aspect-video">
        <ProviderPlayer key={item.id} item={item} paused={paused} volume={state.player.volume} />
        {paused ? (
          <span className="absolute inset-0 grid place-items-center bg-black/50 text-2xl font-bold text-white">
            Пауза
          </span>
        ) : null}
      </div>
      <figcaption className="flex items-center justify-between gap-3 px-4 py-3 text-white">
        <span className="min-w-0 truncate">
          <b>{item.donorName}</b> · {item.title}
        </span>
        <span className="shrink-0 font-mono tabular-nums" data-testid="media-left">
          {left} с
        </span>
      </figcaption>
    </figure>
  );
}
