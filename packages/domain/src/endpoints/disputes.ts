import { z } from 'zod';
import {
  disputeCaseSchema,
  disputeDecisionRequestSchema,
  disputeListQuerySchema,
  disputeListResponseSchema,
  keyRevealResponseSchema,
  openDisputeQuerySchema,
} from '../contracts/disputes';
import { orderViewSchema } from '../contracts/orders';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The buyer opens a dispute on a public address, like the order's conversation: a signed-in buyer is known
 * by the session, a guest by the order's token. Form fields `reason` and `text`, pictures as `file` parts.
 */
export const disputeEndpoints = {
  open: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/order/dispute`,
    query: openDisputeQuerySchema,
    multipart: true,
    response: orderViewSchema,
    status: 201,
  }),
};

/** Support's side of disputes: the list, one case in full, the recorded key reveal and the decision. */
export const supportDisputeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/disputes`,
    query: disputeListQuerySchema,
    response: disputeListResponseSchema,
  }),
  case: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/orders/:id/dispute`,
    params: idParams,
    response: disputeCaseSchema,
  }),
  revealKeys: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/orders/:id/keys/reveal`,
    params: idParams,
    response: keyRevealResponseSchema,
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/orders/:id/dispute/decision`,
    params: idParams,
    body: disputeDecisionRequestSchema,
    response: orderViewSchema,
  }),
};
