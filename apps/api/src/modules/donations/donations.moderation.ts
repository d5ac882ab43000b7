import type {
  DonationPageReportRequest,
  DonationStreamer,
  ModerationDonationPage,
  ModerationQuery,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { StaffActor } from '../../platform/http/staff-permission';
import type { AuditRecorder } from '../audit/audit.ports';
import type { UsersService } from '../users/users.service';
import { createDonationPageModerationRepo, type DonationPageHideRow } from './donation-page-moderation.repo';

/** What a donor sees instead of a hidden page, and what a donation to it is refused with. */
export const PAGE_HIDDEN_MESSAGE = 'Страница скрыта: донаты на неё не принимаются';
const PAGE_NOT_FOUND = 'Страница доната не найдена';
const REPORTS_SHOWN = 5;

/**
 * Anyone reports a donate page; moderators see the reported pages, hide one with a reason (it then says
 * «Страница скрыта» and takes no donations) and restore it (decision 043). Hiding closes the page's
 * complaints; each staff change writes its audit row in its transaction.
 */
export function createDonationPageModeration(deps: {
  db: Db;
  users: Pick<UsersService, 'findStreamer'>;
  audit: AuditRecorder;
  now: () => number;
}) {
  const { db, users, audit, now } = deps;
  const repo = createDonationPageModerationRepo(db);

  async function requirePage(slug: string): Promise<DonationStreamer> {
    const streamer = await users.findStreamer({ slug });
    if (!streamer) throw new AppError('NOT_FOUND', PAGE_NOT_FOUND);
    return streamer;
  }

  async function viewsOf(streamers: DonationStreamer[]): Promise<ModerationDonationPage[]> {
    const ids = streamers.map((streamer) => streamer.id);
    const [hides, reports] = await Promise.all([repo.hiddenAmong(ids), repo.openReportsOf(ids)]);
    return streamers.map((streamer) => {
      const hide = hides.find((row) => Number(row.streamerId) === streamer.id);
      const own = reports.filter((row) => Number(row.streamerId) === streamer.id);
      return {
        streamerId: String(streamer.id),
        slug: streamer.slug,
        name: streamer.name,
        openReports: own.length,
        reports: own.slice(0, REPORTS_SHOWN).map((row) => ({
          reason: row.reason,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
        hidden: hide ? hiddenView(hide) : null,
      };
    });
  }

  async function change(slug: string, staff: StaffActor, hide: string | null): Promise<ModerationDonationPage> {
    const streamer = await requirePage(slug);
    await inTransaction(db, async (tx) => {
      const txRepo = createDonationPageModerationRepo(tx);
      const at = new Date(now());
      const done =
        hide === null
          ? await txRepo.restore(streamer.id)
          : await txRepo.hide({ streamerId: streamer.id, reason: hide, hiddenBy: staff.staffId, hiddenAt: at });
      if (!done) throw new AppError('CONFLICT', hide === null ? 'Страница не скрыта' : 'Страница уже скрыта');
      const resolved = hide === null ? 0 : await txRepo.resolveReports(streamer.id, at);
      await audit.record(tx, {
        action: hide === null ? 'donation_page.restore' : 'donation_page.hide',
        actor: staff.actor,
        target: { type: 'donation_page', id: String(streamer.id) },
        reason: hide,
        before: { hidden: hide === null },
        after: { hidden: hide !== null, slug: streamer.slug, ...(resolved > 0 ? { reportsClosed: resolved } : {}) },
        request: staff.request,
      });
    });
    return (await viewsOf([streamer]))[0]!;
  }

  return {
    /** The page's hiding, for the donate page and for refusing donations; undefined while it is shown. */
    hiddenOf: (streamerId: number): Promise<DonationPageHideRow | undefined> => repo.hiddenOf(streamerId),

    /** Anyone's complaint; kept for staff. A hidden page takes none (it is already dealt with). */
    async report(slug: string, request: DonationPageReportRequest, reporterUserId: number | null) {
      const streamer = await requirePage(slug);
      await repo.addReport({
        streamerId: streamer.id,
        reason: request.reason,
        text: request.text,
        reporterUserId,
        createdAt: new Date(now()),
      });
      return { accepted: true as const };
    },

    /** Reported pages, the longest waiting first, then hidden ones; or the page a slug names. */
    async list(query: ModerationQuery): Promise<{ items: ModerationDonationPage[] }> {
      if (query.q) {
        const streamer = await users.findStreamer({ slug: query.q });
        return { items: streamer ? await viewsOf([streamer]) : [] };
      }
      const reported = await repo.reportedStreamerIds(query.limit);
      const hidden = await repo.hiddenStreamerIds(query.limit);
      const ids = [...new Set([...reported, ...hidden])].slice(0, query.limit);
      const streamers = (await Promise.all(ids.map((id) => users.findStreamer({ id })))).filter(
        (streamer): streamer is DonationStreamer => streamer !== null,
      );
      return { items: await viewsOf(streamers) };
    },

    hide: (slug: string, reason: string, staff: StaffActor) => change(slug, staff, reason),
    restore: (slug: string, staff: StaffActor) => change(slug, staff, null),

    /** The complaints queue for the console's home: how many wait and since when the oldest. */
    async queueStats(): Promise<{ count: number; oldestWaitingSince: string | null }> {
      const stats = await repo.queueStats();
      return { count: stats.count, oldestWaitingSince: stats.oldest?.toISOString() ?? null };
    },
  };
}
export type DonationPageModeration = ReturnType<typeof createDonationPageModeration>;

function hiddenView(row: DonationPageHideRow) {
  return { reason: row.reason, at: row.hiddenAt.toISOString(), staffId: String(row.hiddenBy) };
}
