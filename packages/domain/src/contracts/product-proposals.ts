import { z } from 'zod';
import { buyerInputKindSchema, productTypeSchema } from '../catalog';

export const PRODUCT_PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** `POST wizard/proposal`: a seller asks for a product the catalog lacks; an admin decides. */
export const productProposalRequestSchema = z.object({
  listingId: z.uuid(),
  title: z.string().trim().min(3, { error: 'Не короче 3 символов' }).max(120),
  productType: productTypeSchema,
  description: z.string().trim().max(2000).default(''),
  buyerInputKinds: z.array(buyerInputKindSchema).max(10).default([]),
});
export type ProductProposalRequest = z.infer<typeof productProposalRequestSchema>;

export const productProposalSchema = z.object({
  id: z.uuid(),
  sellerId: z.string(),
  listing: z.object({ id: z.uuid(), title: z.string() }),
  title: z.string(),
  productType: productTypeSchema,
  description: z.string(),
  buyerInputKinds: z.array(buyerInputKindSchema),
  status: z.enum(PRODUCT_PROPOSAL_STATUSES),
  /** Why an admin rejected it; null otherwise. */
  reason: z.string().nullable(),
  /** The product created on approval. */
  product: z.object({ id: z.uuid(), slug: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type ProductProposal = z.infer<typeof productProposalSchema>;

export const productProposalListQuerySchema = z.object({ status: z.enum(PRODUCT_PROPOSAL_STATUSES).optional() });
export const productProposalListSchema = z.object({ items: z.array(productProposalSchema) });
export const productProposalRejectRequestSchema = z.object({
  reason: z.string().trim().min(3, { error: 'Не короче 3 символов' }).max(500),
});
