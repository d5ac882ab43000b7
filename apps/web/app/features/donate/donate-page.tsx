import type { DonationPageResponse, HeaderUser, MediaSettings } from '@lootmarket/domain';
import { Logo } from '#app/components/brand/logo';
import { DonateForm } from './donate-form';
import { ReportPage } from './report-page';
import { GoalProgress } from './goal-progress';
import { accentStyle, DesignBackdrop, DesignGreeting } from '#app/components/donation-page-design';
import { StreamerHero } from './streamer-hero';
import { useLiveGoal } from './use-live-goal';

/** `/{username}/donate`: the streamer, their goal and the donation form, without the site header. */
export function DonatePage({
  page,
  online,
  user,
  media = null,
}: {
  page: DonationPageResponse;
  online: boolean;
  user: HeaderUser | null;
  /** The streamer's video terms, when they take videos. */
  media?: MediaSettings | null;
}) {
  const goal = useLiveGoal(page.streamer.id, page.goal);
  return (
    <main
      className="relative isolate min-h-dvh px-4 pt-6 pb-12 sm:pt-8"
      data-layout="donate"
      data-accent={page.design.accent}
      style={accentStyle(page.design.accent)}
    >
      <DesignBackdrop background={page.design.background} />
      <div className="mx-auto flex w-full max-w-xl flex-col">
        <div className="flex justify-center">
          <Logo />
        </div>
        <div className="mt-24 rounded-3xl border border-border bg-surface/95 p-5 shadow-[0_24px_80px_-32px_#000] backdrop-blur sm:mt-28 sm:p-8">
          <StreamerHero streamer={page.streamer} online={online} />
          <div className="mt-6 flex flex-col gap-6">
            <DesignGreeting headline={page.design.headline} about={page.design.about} />
            {goal ? <GoalProgress goal={goal} /> : null}
            <DonateForm page={page} user={user} media={media} />
          </div>
        </div>
        <ReportPage slug={page.streamer.slug} />
      </div>
    </main>
  );
}
