import {
  guestOpenSupportTicketSchema,
  guestSupportMessageSchema,
  guestSupportQuerySchema,
  guestSupportTicketQuerySchema,
  openSupportTicketSchema,
  supportMessageResponseSchema,
  supportQueueQuerySchema,
  supportQueueSchema,
  supportStaffListSchema,
  supportStaffTicketViewSchema,
  supportTextSchema,
  supportTicketListSchema,
  supportTicketParamsSchema,
  supportTicketViewSchema,
  supportTransferSchema,
} from '../contracts/support';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

const TICKETS = `${PRIVATE_API}/support/tickets`;
const STAFF = `${PRIVATE_API}/support/staff/tickets`;
const params = supportTicketParamsSchema;

/** A signed-in buyer's, seller's or streamer's own support tickets. */
export const supportEndpoints = {
  list: defineEndpoint({ method: 'GET', path: TICKETS, response: supportTicketListSchema }),
  open: defineEndpoint({
    method: 'POST',
    path: TICKETS,
    body: openSupportTicketSchema,
    response: supportTicketViewSchema,
    status: 201,
  }),
  get: defineEndpoint({ method: 'GET', path: `${TICKETS}/:id`, params, response: supportTicketViewSchema }),
  send: defineEndpoint({
    method: 'POST',
    path: `${TICKETS}/:id/messages`,
    params,
    body: supportTextSchema,
    response: supportMessageResponseSchema,
    status: 201,
  }),
  sendImage: defineEndpoint({
    method: 'POST',
    path: `${TICKETS}/:id/images`,
    params,
    multipart: true,
    response: supportMessageResponseSchema,
    status: 201,
  }),
  close: defineEndpoint({ method: 'POST', path: `${TICKETS}/:id/close`, params, response: supportTicketViewSchema }),
};

/** Staff working the queue. */
export const supportStaffEndpoints = {
  queue: defineEndpoint({ method: 'GET', path: STAFF, query: supportQueueQuerySchema, response: supportQueueSchema }),
  members: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/support/staff/members`,
    response: supportStaffListSchema,
  }),
  get: defineEndpoint({ method: 'GET', path: `${STAFF}/:id`, params, response: supportStaffTicketViewSchema }),
  take: defineEndpoint({ method: 'POST', path: `${STAFF}/:id/take`, params, response: supportStaffTicketViewSchema }),
  answer: defineEndpoint({
    method: 'POST',
    path: `${STAFF}/:id/messages`,
    params,
    body: supportTextSchema,
    response: supportMessageResponseSchema,
    status: 201,
  }),
  answerImage: defineEndpoint({
    method: 'POST',
    path: `${STAFF}/:id/images`,
    params,
    multipart: true,
    response: supportMessageResponseSchema,
    status: 201,
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: `${STAFF}/:id/transfer`,
    params,
    body: supportTransferSchema,
    response: supportStaffTicketViewSchema,
  }),
  close: defineEndpoint({ method: 'POST', path: `${STAFF}/:id/close`, params, response: supportStaffTicketViewSchema }),
  reopen: defineEndpoint({
    method: 'POST',
    path: `${STAFF}/:id/reopen`,
    params,
    response: supportStaffTicketViewSchema,
  }),
};

/** A guest buyer's tickets about their order, reached with the order's token as the order page is. */
export const guestSupportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/order/support`,
    query: guestSupportQuerySchema,
    response: supportTicketListSchema,
  }),
  open: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/order/support`,
    body: guestOpenSupportTicketSchema,
    response: supportTicketViewSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/order/support/ticket`,
    query: guestSupportTicketQuerySchema,
    response: supportTicketViewSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/order/support/message`,
    body: guestSupportMessageSchema,
    response: supportMessageResponseSchema,
    status: 201,
  }),
  sendImage: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/order/support/image`,
    query: guestSupportTicketQuerySchema,
    multipart: true,
    response: supportMessageResponseSchema,
    status: 201,
  }),
};
