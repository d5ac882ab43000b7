import { z } from 'zod';
import {
  productProposalListQuerySchema,
  productProposalListSchema,
  productProposalRejectRequestSchema,
  productProposalSchema,
} from '../contracts/product-proposals';
import { ideaListSchema } from '../contracts/ideas';
import { sellerApplicationListSchema, sellerApplicationViewSchema } from '../contracts/profile';
import { defineEndpoint, PRIVATE_API } from './define';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Admins decide seller applications. */
export const sellerApplicationAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/seller-applications`,
    response: sellerApplicationListSchema,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/seller-applications/:id/approve`,
    params: idParams,
    response: sellerApplicationViewSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/seller-applications/:id/reject`,
    params: idParams,
    response: sellerApplicationViewSchema,
  }),
};

const proposalParams = z.object({ id: z.uuid() });

/** Admins decide the products sellers propose; approving creates the product in the proposed listing. */
export const productProposalAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/product-proposals`,
    query: productProposalListQuerySchema,
    response: productProposalListSchema,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/product-proposals/:id/approve`,
    params: proposalParams,
    response: productProposalSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/product-proposals/:id/reject`,
    params: proposalParams,
    body: productProposalRejectRequestSchema,
    response: productProposalSchema,
  }),
};

/** Admins read the ideas people sent from «Предложить идею», newest first. */
export const ideaAdminEndpoints = {
  list: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/admin/ideas`, response: ideaListSchema }),
};
