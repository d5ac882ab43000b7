import type { SellerTier } from '@lootmarket/domain';
import type { NewReviewRow } from '../modules/reviews/reviews.repo';
import { DEMO_PRODUCTS } from './demo-products';

const DAY_MS = 86_400_000;

/**
 * How long each demo shop has traded, in days, by its place in DEMO_SELLERS: gold shops for more than a
 * year, silver ones for months, bronze ones for weeks, so the tiers they earn (decision 025) read true.
 */
export function demoSellerAgeDays(index: number, tier: SellerTier): number {
  return { gold: 420 + index * 37, silver: 75 + index * 9, bronze: 12 + index }[tier];
}

/** How many reviews each demo shop has, and the stars they give in turn. */
const REVIEW_PLAN: Record<SellerTier, { count: number; stars: readonly number[] }> = {
  gold: { count: 24, stars: [5, 5, 5, 5, 5, 4] },
  silver: { count: 12, stars: [5, 4, 5, 5, 4, 3, 5, 5, 4, 5, 5, 4] },
  bronze: { count: 6, stars: [5, 4, 3, 5, 2, 4] },
};

const TEXTS: Record<number, readonly string[]> = {
  5: [
    'Всё пришло за пару минут, ключ активировался без проблем. Спасибо!',
    'Быстро и честно, беру здесь уже третий раз.',
    'Продавец на связи, пополнение пришло минут через пять.',
    'Отличный магазин, рекомендую друзьям.',
    'Ключ рабочий, активировал в Steam сразу после покупки.',
    'Зачислили быстрее, чем я успел закрыть вкладку.',
    'Цена ниже, чем в других местах, и всё дошло.',
    'Всё чётко, как в описании. Буду брать ещё.',
  ],
  4: [
    'Всё получил, но пришлось подождать минут двадцать.',
    'Нормально, ключ рабочий. Ответили не сразу.',
    'Пополнение дошло, хотя продавец долго подтверждал заказ.',
  ],
  3: [
    'Товар получил, но ждал почти час, продавец молчал.',
    'В целом нормально, но инструкция по активации непонятная.',
  ],
  2: ['Долго ждал, пришлось писать в поддержку. В итоге получил.'],
  1: ['Ключ оказался уже активирован, замену дали только через сутки.'],
};

const ANSWERS: Record<'good' | 'bad', readonly string[]> = {
  good: ['Спасибо за отзыв! Ждём снова.', 'Рады, что всё понравилось. Заходите ещё!'],
  bad: [
    'Извините за задержку — был наплыв заказов, мы добавили ещё одного оператора.',
    'Простите за ожидание. Напишите в переписке заказа, если что-то ещё не так.',
  ],
};

const AUTHORS = [
  ['Артём К.', 'АК', '#7c3aed'],
  ['Мария С.', 'МС', '#db2777'],
  ['Денис В.', 'ДВ', '#2563eb'],
  ['Алина Р.', 'АР', '#059669'],
  ['Кирилл П.', 'КП', '#d97706'],
  ['Екатерина Л.', 'ЕЛ', '#dc2626'],
  ['Никита О.', 'НО', '#0891b2'],
  ['Софья М.', 'СМ', '#9333ea'],
  ['Иван Д.', 'ИД', '#4f46e5'],
  ['Полина Т.', 'ПТ', '#16a34a'],
  ['Максим Б.', 'МБ', '#ea580c'],
  ['Дарья Н.', 'ДН', '#be185d'],
] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/**
 * The demo shops' review history: the same texts, stars and authors on every machine, dated back over the
 * shop's age from `now`. Reviews carried over like these have no order and no author account.
 */
export function demoReviews(sellers: { id: number; tier: SellerTier }[], now: number): NewReviewRow[] {
  return sellers.flatMap((seller, sellerIndex) => {
    const plan = REVIEW_PLAN[seller.tier];
    const spanDays = demoSellerAgeDays(sellerIndex, seller.tier) - 1;
    return Array.from({ length: plan.count }, (_, n) => {
      const rating = pick(plan.stars, n + sellerIndex);
      const [authorName, authorAvatarLetters, authorAvatarColor] = pick(AUTHORS, n * 5 + sellerIndex * 3);
      const product = pick(DEMO_PRODUCTS, n * 7 + sellerIndex * 13);
      const createdAt = new Date(now - Math.round(((n + 0.5) / plan.count) * spanDays * DAY_MS));
      const answered = (n + sellerIndex) % 3 === 0 || rating <= 3;
      const answerText = answered ? pick(ANSWERS[rating >= 4 ? 'good' : 'bad'], n) : null;
      return {
        orderId: null,
        sellerId: seller.id,
        authorUserId: null,
        authorName,
        authorAvatarLetters,
        authorAvatarColor,
        productTitle: product.title,
        productSlug: product.slug,
        rating,
        text: pick(TEXTS[rating]!, n + sellerIndex),
        answerText,
        answeredAt: answerText ? new Date(createdAt.getTime() + 3 * 3_600_000) : null,
        createdAt,
      };
    });
  });
}
