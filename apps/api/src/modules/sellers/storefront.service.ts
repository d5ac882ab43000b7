import {
  isSellerRole,
  type SellerRating,
  type SellerTrust,
  type Storefront,
  type UserProfile,
  type UserRole,
} from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';
import type { SellerSchedulesService } from './seller-schedules.service';

/** What a shop's public page needs from the modules that own users, trust figures and offers. */
export interface StorefrontPorts {
  users: { signedInById(userId: number): Promise<{ profile: UserProfile; roles: UserRole[]; createdAt: Date } | null> };
  trust: { getSellerTrust(sellerIds: number[]): Promise<Map<number, SellerTrust>> };
  offers: {
    forSeller(
      sellerId: number,
      limit: number,
      offset: number,
    ): Promise<{
      badge: { tier: Storefront['tier']; verified: boolean } | undefined;
      activeOffers: number;
      offers: Storefront['offers'];
    }>;
  };
  schedules: Pick<SellerSchedulesService, 'statusOf'>;
  /** The shop's review rating (reviews module). */
  ratings: { ratings(sellerIds: number[]): Promise<Map<number, SellerRating>> };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;

const SHOP_NOT_FOUND = 'Магазин не найден';

/** A shop's public page: who sells, how they deal, what is on sale. Only sellers have one. */
export function createStorefrontService({ users, trust, offers, schedules, ratings }: StorefrontPorts) {
  return {
    async get(sellerId: number, limit: number, offset: number): Promise<Storefront> {
      const user = await users.signedInById(sellerId);
      if (!user || !isSellerRole(user.roles)) throw new AppError('NOT_FOUND', SHOP_NOT_FOUND);
      const [trustById, shop, now, rated] = await Promise.all([
        trust.getSellerTrust([sellerId]),
        offers.forSeller(sellerId, limit, offset),
        schedules.statusOf([sellerId]),
        ratings.ratings([sellerId]),
      ]);
      const figures = trustById.get(sellerId)!;
      return {
        id: String(sellerId),
        name: user.profile.name,
        avatar: user.profile.image,
        avatarLetters: user.profile.avatar_letters,
        avatarColor: user.profile.avatar_color,
        tier: shop.badge?.tier ?? 'bronze',
        verified: shop.badge?.verified ?? false,
        completedDeals: figures.completedDeals,
        refundShareBp: figures.refundShareBp,
        medianDeliveryMinutes: figures.medianDeliveryMinutes,
        rating: rated.get(sellerId) ?? { average: null, count: 0 },
        memberSince: user.createdAt.toISOString(),
        now: now.get(sellerId)!,
        activeOffers: shop.activeOffers,
        offers: shop.offers,
      };
    },
  };
}
