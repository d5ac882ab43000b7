import type { CurrencyCode, DonationPageDesign, MediaSettings } from '@lootmarket/domain';
import type { DemoPlayedRequest } from '../modules/media/media.service';
import { DEMO_STREAMERS } from './demo-users';

export interface DemoDonationSetup {
  slug: string;
  goal: { title: string; target: number; currency: CurrencyCode };
  banWords: string[];
  design: DonationPageDesign;
}

type StreamerSetup = Omit<DemoDonationSetup, 'slug' | 'goal'> & { goal: { title: string; target: number } };

const COMMON_BAN_WORDS = ['казино', 'ставки', 'скам'];

const SETUPS: StreamerSetup[] = [
  {
    goal: { title: 'Новый микрофон', target: 1_500_000 },
    banWords: ['дурак'],
    design: {
      accent: 'pink',
      background: 'glow',
      headline: 'Спасибо, что заглянули на огонёк!',
      about: 'Уютные стримы по вечерам: инди, хорроры и болтовня с чатом.\nКаждый донат с сообщением прочитаю вслух.',
    },
  },
  {
    goal: { title: 'Кресло для марафонов', target: 3_000_000 },
    banWords: ['нуб'],
    design: {
      accent: 'orange',
      background: 'grid',
      headline: 'Марафоны по шутерам каждую пятницу',
      about: 'Играю в рейтинге до утра. Донат от 100 ₽ появится на экране с вашим сообщением.',
    },
  },
  {
    goal: { title: 'Видеокарта для стримов в 4K', target: 9_000_000 },
    banWords: [],
    design: {
      accent: 'cyan',
      background: 'gradient',
      headline: 'Строим лучший город в мире',
      about: 'Градостроительные симуляторы и стратегии без спешки.',
    },
  },
  {
    goal: { title: 'Поездка на турнир', target: 5_000_000 },
    banWords: [],
    design: {
      accent: 'green',
      background: 'glow',
      headline: 'Едем на турнир всей командой',
      about: 'Тренировки, разборы матчей и стримы с буткемпа.',
    },
  },
  {
    goal: { title: 'Новая камера', target: 2_500_000 },
    banWords: [],
    design: { accent: 'violet', background: 'gradient', headline: 'Ночные стримы под музыку', about: '' },
  },
  {
    goal: { title: 'Благотворительный сбор', target: 1_000_000 },
    banWords: [],
    design: {
      accent: 'amber',
      background: 'plain',
      headline: 'Все донаты этого месяца — в приют для животных',
      about: 'Отчёт о переводе покажу на стриме в конце месяца.',
    },
  },
];

/**
 * What each demo streamer's donate page starts with: one goal (targets in minor units), a ban list and a
 * page design of their own, so the demo shows pages the way streamers make them.
 */
export const DEMO_DONATION_SETUPS: readonly DemoDonationSetup[] = SETUPS.map((setup, index) => ({
  ...setup,
  slug: DEMO_STREAMERS[index]!.slug,
  goal: { ...setup.goal, currency: 'rub' as const },
  banWords: [...setup.banWords, ...COMMON_BAN_WORDS],
}));

/** The demo streamer who takes paid videos, so a new user can order one on their donate page at once. */
export const DEMO_MEDIA = {
  slug: 'grom',
  settings: {
    enabled: true,
    pricePerSecond: { rub: 500, usd: 5, kzt: 2_500 },
    minAmount: { rub: 10_000, usd: 100, kzt: 50_000 },
    maxDurationSeconds: 120,
    approval: 'manual',
  } satisfies MediaSettings,
  played: [
    {
      videoId: 'sample-city',
      title: 'Пример: Ночной город',
      seconds: 40,
      donorName: 'Сова',
      amount: { amount: 20_000, currency: 'rub' },
      hoursAgo: 26,
    },
    {
      videoId: 'sample-waves',
      title: 'Пример: Волны на закате',
      seconds: 60,
      donorName: 'Кирилл',
      amount: { amount: 30_000, currency: 'rub' },
      hoursAgo: 3,
    },
  ] satisfies DemoPlayedRequest[],
} as const;
