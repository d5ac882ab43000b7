// What the alert benchmark needs in its database, made through the product's own services: streamers with
// overlay widgets, and donations whose sandbox payment is already paid at the bank, so that only the bank's
// notification remains to be delivered.
import { randomUUID } from 'node:crypto';
import { createServices } from '@lootmarket/api';
import { loadConfig } from '@lootmarket/api/config';
import { createDatabase } from '@lootmarket/api/db/client';
import { WIDGET_LIMITS, WIDGET_PAGE_PREFIX, type WidgetSettings } from '@lootmarket/domain';

export interface BenchStreamer {
  id: number;
  /** The donate page's address part: `/{slug}/donate`. */
  slug: string;
  widgetTokens: string[];
  /** Its widgets read donations aloud. */
  speaking: boolean;
}

export interface BenchDonation {
  /** Carried in the donation's message, so an alert frame names the donation it announces. */
  index: number;
  streamerId: number;
  /** The payment's id at the sandbox bank: what its notification names. */
  bankId: string;
}

export interface AlertFixture {
  streamers: BenchStreamer[];
  donations: BenchDonation[];
  sandboxSigningKey: string;
  /** A signed-in session of the first streamer, for the dashboard's requests; made when asked for. */
  firstStreamerAccessToken: string | null;
}

/** The message of bench donation `index`; alerts carry it, masked texts leave it as it is. */
export const donationMessage = (index: number) => `Бенчмарк #${index}`;

export function donationIndexOf(message: string): number | null {
  const match = /^Бенчмарк #(\d+)$/.exec(message);
  return match ? Number(match[1]) : null;
}

export interface AlertFixtureOptions {
  env: Record<string, string>;
  streamers: number;
  widgets: number;
  donations: number;
  /** Sign the first streamer in, as the page probes need their dashboard. */
  withSession?: boolean;
  /** Every n-th streamer's widgets read donations aloud with the offline voice, through a variation; 0 — none. */
  speakingEvery?: number;
}

/** Fresh streamers each run (their widgets start after anything queued before), with donation and combined widgets. */
export async function createAlertFixture(options: AlertFixtureOptions): Promise<AlertFixture> {
  const perStreamer = Math.ceil(options.widgets / options.streamers);
  if (perStreamer > WIDGET_LIMITS.perStreamer)
    throw new Error(`${perStreamer} widgets per streamer is over the limit of ${WIDGET_LIMITS.perStreamer}`);
  const config = loadConfig(options.env);
  const database = await createDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    const services = createServices({ database, config });
    const run = Date.now().toString(36);
    const streamers = await inParallel(options.streamers, 8, async (index) => {
      const user = await services.users.findOrCreateByEmail(`alerts-${run}-${index}@bench.lootmarket.local`);
      const id = Number(user.profile.user_id);
      const slug = `al-${run}-${index}`;
      await services.users.becomeStreamer(id, slug);
      return { id, slug, widgetTokens: [] as string[], speaking: isSpeaking(options.speakingEvery ?? 0, index) };
    });
    await inParallel(options.widgets, 8, async (index) => {
      const streamer = streamers[index % streamers.length]!;
      const widget = await services.widgets.create(streamer.id, { type: index % 2 === 0 ? 'donation' : 'combined' });
      if (streamer.speaking)
        await services.widgets.updateSettings(streamer.id, widget.id, speakingSettings(widget.settings));
      streamer.widgetTokens.push(widget.widgetPath.slice(WIDGET_PAGE_PREFIX.length));
    });
    const origin = config.PUBLIC_URL ?? 'http://127.0.0.1';
    const donations = await inParallel(options.donations, 8, async (index) => {
      const streamerId = streamers[index % streamers.length]!.id;
      const created = await services.donations.createDonation(
        {
          streamerId,
          donorName: 'Зритель',
          message: donationMessage(index),
          amount: '150',
          currency: 'rub',
          email: 'donor@bench.lootmarket.local',
        },
        { userId: null },
        origin,
      );
      const bankId = created.confirmationUrl.split('/').at(-1)!;
      // The donor pressed «Оплатить»; the bank's notification is what the benchmark delivers and times.
      await services.acquirers.sandbox!.decide(bankId, 'pay');
      return { index, streamerId, bankId };
    });
    const first = streamers[0]!;
    const roles = options.withSession ? await services.users.getRoles(first.id) : null;
    const firstStreamerAccessToken = roles
      ? (await services.auth.sessions.start(first.id, roles, randomUUID())).access_token
      : null;
    return {
      streamers,
      donations,
      sandboxSigningKey: services.acquirers.sandboxSigningKey,
      firstStreamerAccessToken,
    };
  } finally {
    await database.close();
  }
}

const isSpeaking = (every: number, index: number) => every > 0 && index % every === 0;

/** A variation from 100 ₽ with its picture, sound and the offline voice: the bench donations (150 ₽) fall in it. */
function speakingSettings(settings: WidgetSettings): WidgetSettings {
  const { layout, animation, exitAnimation, durationMs, textColor, accentColor } = settings;
  const { fontSize, titleTemplate, textTemplate, soundVolume } = settings;
  return {
    ...settings,
    variations: [
      {
        id: 'bench',
        name: 'От 100 ₽',
        currency: 'rub',
        minAmount: 10_000,
        maxAmount: null,
        condition: 'any',
        imageId: 'crown',
        soundId: 'chime',
        ...{ layout, animation, exitAnimation, durationMs, textColor, accentColor },
        ...{ fontSize, titleTemplate, textTemplate, soundVolume },
        tts: { ...settings.tts, enabled: true, voice: 'espeak:ru+f3' },
      },
    ],
  };
}

/** Runs `count` tasks, at most `limit` at a time, answering their results in order. */
async function inParallel<T>(count: number, limit: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}
