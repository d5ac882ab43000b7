import {
  DONATION_PAGE_ABOUT_MAX_LENGTH,
  DONATION_PAGE_ACCENT_KEYS,
  DONATION_PAGE_ACCENTS,
  DONATION_PAGE_BACKGROUND_KEYS,
  DONATION_PAGE_BACKGROUNDS,
  DONATION_PAGE_HEADLINE_MAX_LENGTH,
  donationPageDesignSchema,
  type DonationPageDesign,
  type DonationPageDesignView,
  type DonationStreamer,
} from '@lootmarket/domain';
import { streamerEndpoints } from '@lootmarket/domain/endpoints/donations';
import clsx from 'clsx';
import { Check, Palette } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { TextArea, TextInput } from '#app/components/ui/text-input';
import { fieldIssues } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { PageDesignPreview } from './page-design-preview';
import { useDashboardCall } from './use-dashboard-call';
import { accentStyle, DesignBackdrop } from '#app/components/donation-page-design';

type Errors = Partial<Record<keyof DonationPageDesign, string>>;

const draftOf = ({ accent, background, headline, about }: DonationPageDesignView): DonationPageDesign => ({
  accent,
  background,
  headline,
  about,
});

function AccentSwatches({
  value,
  onChange,
}: {
  value: DonationPageDesign['accent'];
  onChange: (accent: DonationPageDesign['accent']) => void;
}) {
  return (
    <div>
      <p id="page-accent-label" className="mb-2 text-sm font-medium">
        Цвет акцента
      </p>
      <div role="radiogroup" aria-labelledby="page-accent-label" className="flex flex-wrap gap-2.5">
        {DONATION_PAGE_ACCENT_KEYS.map((accent) => {
          const { label, hex } = DONATION_PAGE_ACCENTS[accent];
          const checked = accent === value;
          return (
            <button
              key={accent}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={label}
              title={label}
              data-accent={accent}
              onClick={() => onChange(accent)}
              className={clsx(
                'grid size-11 place-items-center rounded-full ring-offset-2 ring-offset-surface transition-transform hover:scale-105 tablet:size-10',
                checked ? 'ring-2 ring-text' : 'ring-1 ring-white/10',
              )}
              style={{ background: hex }}
            >
              {checked ? <Check aria-hidden="true" className="size-5 text-white" /> : null}
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-sm text-muted">{DONATION_PAGE_ACCENTS[value].label}</p>
    </div>
  );
}

function BackgroundPresets({
  value,
  accent,
  onChange,
}: {
  value: DonationPageDesign['background'];
  accent: DonationPageDesign['accent'];
  onChange: (background: DonationPageDesign['background']) => void;
}) {
  return (
    <div>
      <p id="page-background-label" className="mb-2 text-sm font-medium">
        Фон баннера
      </p>
      <div
        role="radiogroup"
        aria-labelledby="page-background-label"
        className="grid grid-cols-2 gap-2.5 tablet:grid-cols-4"
      >
        {DONATION_PAGE_BACKGROUND_KEYS.map((background) => {
          const checked = background === value;
          return (
            <button
              key={background}
              type="button"
              role="radio"
              aria-checked={checked}
              data-background={background}
              onClick={() => onChange(background)}
              className={clsx(
                'overflow-hidden rounded-xl border bg-bg text-left transition-colors',
                checked ? 'border-primary ring-1 ring-primary' : 'border-border hover:border-subtle',
              )}
            >
              <span className="relative isolate block h-14" style={accentStyle(accent)}>
                <DesignBackdrop background={background} className="h-14" />
              </span>
              <span className="flex items-center justify-between gap-1 px-3 py-2 text-sm font-medium">
                {DONATION_PAGE_BACKGROUNDS[background]}
                {checked ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The look of the public donate page: accent colour, banner background, headline and about text. */
export function PageDesignForm({ design, streamer }: { design: DonationPageDesignView; streamer: DonationStreamer }) {
  const saved = draftOf(design);
  const [draft, setDraft] = useState<DonationPageDesign>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const { call, pending } = useDashboardCall();
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const update = (patch: Partial<DonationPageDesign>) => {
    setDraft({ ...draft, ...patch });
    setErrors({ ...errors, ...Object.fromEntries(Object.keys(patch).map((key) => [key, undefined])) });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = donationPageDesignSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    const result = await call(
      () => api.call(streamerEndpoints.savePageDesign, { body: parsed.data }),
      'Оформление страницы сохранено',
    );
    if (result.ok) setDraft(draftOf(result.data));
    else setErrors(fieldIssues(result.error));
  }

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="page-design-title"
      className="rounded-2xl border border-border bg-surface p-5 tablet:p-6"
    >
      <div className="mb-5 flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <Palette aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="page-design-title" className="font-semibold">
            Оформление страницы
          </h2>
          <p className="text-sm text-muted">Цвет, фон и приветствие, которые видят зрители на странице доната.</p>
        </div>
      </div>
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="flex min-w-0 flex-col gap-5">
          <AccentSwatches value={draft.accent} onChange={(accent) => update({ accent })} />
          <BackgroundPresets
            value={draft.background}
            accent={draft.accent}
            onChange={(background) => update({ background })}
          />
          <TextInput
            label="Заголовок"
            name="headline"
            placeholder="Например: Спасибо, что вы со мной на стримах!"
            counter={DONATION_PAGE_HEADLINE_MAX_LENGTH}
            value={draft.headline}
            error={errors.headline}
            onChange={(event) => update({ headline: event.target.value })}
          />
          <TextArea
            label="О себе"
            name="about"
            placeholder="Во что играете, когда стримите и на что собираете донаты"
            counter={DONATION_PAGE_ABOUT_MAX_LENGTH}
            value={draft.about}
            error={errors.about}
            onChange={(event) => update({ about: event.target.value })}
          />
        </div>
        <PageDesignPreview design={draft} streamer={streamer} />
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button type="submit" loading={pending} disabled={!changed}>
          Сохранить оформление
        </Button>
        {changed ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(saved);
              setErrors({});
            }}
          >
            Отменить изменения
          </Button>
        ) : null}
      </div>
    </form>
  );
}
