import {
  formatMoney,
  mediaSecondsBought,
  type CurrencyCode,
  type MediaCheckResponse,
  type MediaSettings,
} from '@lootmarket/domain';
import { publicMediaEndpoints } from '@lootmarket/domain/endpoints/media';
import { Clapperboard, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TextInput } from '#app/components/ui/text-input';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

const CHECK_DELAY_MS = 400;
const CHECK_FAILED_MESSAGE = 'Не удалось проверить видео. Попробуйте ещё раз';

/** "1:05", "0:30". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return minutes >= 60
    ? `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${rest}`
    : `${minutes}:${rest}`;
}

type Check =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'ok'; video: MediaCheckResponse }
  | { kind: 'refused'; message: string };

/** Asks the server about the link once typing pauses; only the latest answer counts. */
function useVideoCheck(slug: string, url: string): Check {
  const [check, setCheck] = useState<Check>({ kind: 'idle' });
  useEffect(() => {
    const link = url.trim();
    if (!link) return setCheck({ kind: 'idle' });
    let current = true;
    setCheck({ kind: 'checking' });
    const timer = setTimeout(() => {
      api.call(publicMediaEndpoints.check, { query: { slug, url: link } }).then(
        (video) => current && setCheck({ kind: 'ok', video }),
        (error: unknown) =>
          current && setCheck({ kind: 'refused', message: failureMessage(error, CHECK_FAILED_MESSAGE) }),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slug, url]);
  return check;
}

function VideoCard({
  video,
  terms,
  currency,
  typedMinor,
  onPayFull,
}: {
  video: MediaCheckResponse;
  terms: MediaSettings;
  currency: CurrencyCode;
  typedMinor: number | null;
  onPayFull: (minor: number) => void;
}) {
  const full = video.price[currency];
  const bought = typedMinor === null ? 0 : mediaSecondsBought(terms, typedMinor, currency, video.playableSeconds);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-2 p-4" data-testid="media-video">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <Clapperboard aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere" data-testid="media-title">
            {video.title}
          </p>
          <p className="text-sm text-muted">
            Длина {formatDuration(video.durationSeconds)}
            {video.startSeconds > 0 ? ` · с ${formatDuration(video.startSeconds)}` : ''} · на стриме до{' '}
            {video.playableSeconds} сек
          </p>
        </div>
      </div>
      {full === undefined ? (
        <p className="text-sm text-danger">В этой валюте стример не принимает видео</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span data-testid="media-seconds">
            {bought > 0 ? (
              <>
                Сумма покупает <b className="tabular-nums">{bought} сек</b>
              </>
            ) : (
              <span className="text-danger">Этой суммы не хватает на видео</span>
            )}
          </span>
          <button
            type="button"
            onClick={() => onPayFull(full)}
            className="h-8 rounded-full border border-primary bg-primary-soft px-3 font-semibold tabular-nums"
            data-testid="media-price"
          >
            {video.playableSeconds} сек — {formatMoney(full, currency)}
          </button>
        </div>
      )}
    </div>
  );
}

/** The donor's video for the stream: a link, checked as they type, with its title, length and price. */
export function MediaField({
  slug,
  terms,
  url,
  onUrlChange,
  error,
  currency,
  typedMinor,
  onPayFull,
}: {
  slug: string;
  terms: MediaSettings;
  url: string;
  onUrlChange: (url: string) => void;
  error: string | undefined;
  currency: CurrencyCode;
  typedMinor: number | null;
  onPayFull: (minor: number) => void;
}) {
  const check = useVideoCheck(slug, url);
  const perSecond = terms.pricePerSecond[currency];
  const hint = perSecond
    ? `YouTube, до ${terms.maxDurationSeconds} сек, ${formatMoney(perSecond, currency)} за секунду${
        terms.approval === 'manual' ? '. Стример сначала одобрит видео' : ''
      }`
    : 'В этой валюте стример не принимает видео';
  return (
    <div className="flex flex-col gap-2.5">
      <TextInput
        label="Видео на стриме"
        placeholder="Ссылка на YouTube"
        inputMode="url"
        autoComplete="off"
        value={url}
        onChange={(event) => onUrlChange(event.target.value)}
        hint={hint}
        error={error ?? (check.kind === 'refused' ? check.message : undefined)}
        suffix={
          check.kind === 'checking' ? <LoaderCircle aria-label="Проверяем" className="size-4 animate-spin" /> : null
        }
        data-testid="media-url"
      />
      {check.kind === 'ok' ? (
        <VideoCard
          video={check.video}
          terms={terms}
          currency={currency}
          typedMinor={typedMinor}
          onPayFull={onPayFull}
        />
      ) : null}
    </div>
  );
}
