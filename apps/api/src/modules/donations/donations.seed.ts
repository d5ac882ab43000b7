import type { CurrencyCode } from '@lootmarket/domain';
import { DEMO_STREAMERS } from '../users/users.seed';

export interface DemoDonationSetup {
  slug: string;
  goal: { title: string; target: number; currency: CurrencyCode };
  banWords: string[];
}

const COMMON_BAN_WORDS = ['казино', 'ставки', 'скам'];

/** What each demo streamer's donate page starts with: one goal (targets in minor units) and a ban list. */
export const DEMO_DONATION_SETUPS: readonly DemoDonationSetup[] = [
  { goal: { title: 'Новый микрофон', target: 1_500_000 }, banWords: ['дурак'] },
  { goal: { title: 'Кресло для марафонов', target: 3_000_000 }, banWords: ['нуб'] },
  { goal: { title: 'Видеокарта для стримов в 4K', target: 9_000_000 }, banWords: [] },
  { goal: { title: 'Поездка на турнир', target: 5_000_000 }, banWords: [] },
  { goal: { title: 'Новая камера', target: 2_500_000 }, banWords: [] },
  { goal: { title: 'Благотворительный сбор', target: 1_000_000 }, banWords: [] },
].map((setup, index) => ({
  slug: DEMO_STREAMERS[index]!.slug,
  goal: { ...setup.goal, currency: 'rub' as const },
  banWords: [...setup.banWords, ...COMMON_BAN_WORDS],
}));
