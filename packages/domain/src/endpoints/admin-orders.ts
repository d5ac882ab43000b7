import { z } from 'zod';
import {
  approvalRejectRequestSchema,
  staffApprovalListSchema,
  staffApprovalSchema,
  staffOrderDetailSchema,
  staffRefundRequestSchema,
  staffReopenRequestSchema,
  staffReopenResultSchema,
} from '../contracts/admin-orders';
import { payoutReleaseRequestSchema } from '../contracts/admin-payouts';
import { defineEndpoint, PRIVATE_API } from './define';

const orderParams = z.object({ id: z.string().min(1).max(100) });
const approvalParams = z.object({ id: z.uuid() });
const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().min(8).max(100) });

/** Staff open any order with its history and refund it, in full or in part, with a reason the buyer sees. */
export const staffOrderEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/orders/:id`,
    params: orderParams,
    response: staffOrderDetailSchema,
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/orders/:id/refund`,
    params: orderParams,
    headers: idempotencyHeaders,
    body: staffRefundRequestSchema,
    response: staffApprovalSchema,
  }),
  /** A completed order re-opened for a complaint: the parties get 48 hours (decision 050). */
  reopen: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/orders/:id/reopen`,
    params: orderParams,
    body: staffReopenRequestSchema,
    response: staffReopenResultSchema,
  }),
};

/** Four-eyes: actions waiting for a second staff member, who approves (and so executes) or rejects them. */
export const staffApprovalEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/approvals`,
    response: staffApprovalListSchema,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/approvals/:id/approve`,
    params: approvalParams,
    response: staffApprovalSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/approvals/:id/reject`,
    params: approvalParams,
    body: approvalRejectRequestSchema,
    response: staffApprovalSchema,
  }),
  /** A withdrawal on a risk hold: the first staff member's request to pay it out waits for a second (decision 050). */
  releasePayout: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/payouts/:id/release`,
    params: z.object({ id: z.uuid() }),
    headers: idempotencyHeaders,
    body: payoutReleaseRequestSchema,
    response: staffApprovalSchema,
  }),
};
