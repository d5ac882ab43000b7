import { z } from 'zod';
import { offerShortInfoSchema } from '../contracts/catalog';
import { defineEndpoint, PUBLIC_API } from './define';

/** Sellers' offers as buyers see them. */
export const offerEndpoints = {
  shortInfo: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/offer/short-info/:offer_id`,
    params: z.object({ offer_id: z.string().min(1).max(100) }),
    response: offerShortInfoSchema,
  }),
};
