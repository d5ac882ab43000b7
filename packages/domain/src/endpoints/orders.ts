import { z } from 'zod';
import {
  orderImageListQuerySchema,
  orderImageListResponseSchema,
  orderImageSchema,
  orderImageUploadQuerySchema,
} from '../contracts/order-images';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  guestOrderAccessSchema,
  guestUpdateOrderRequestSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderTabsResponseSchema,
  orderViewSchema,
  paymentLinkRequestSchema,
  paymentLinkResponseSchema,
  sellerOrderListQuerySchema,
  sellerOrderStatusRequestSchema,
  supportResolveRequestSchema,
  updateOrderRequestSchema,
  workflowStatusResponseSchema,
} from '../contracts/orders';
import {
  sellerRefuseRequestSchema,
  sellerStatsQuerySchema,
  sellerStatsResponseSchema,
} from '../contracts/seller-analytics';
import { staffOrderListSchema, supportOrderListQuerySchema } from '../contracts/admin-orders';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

const orderId = z.string().min(1).max(100);
const idParams = z.object({ id: orderId });

/** A guest's order: placed with an e-mail, then opened with the token the answer carries. */
export const guestOrderEndpoints = {
  place: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/order`,
    body: createOrderRequestSchema,
    response: createOrderResponseSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/order/status/:id`,
    params: idParams,
    query: guestOrderAccessSchema,
    response: orderViewSchema,
  }),
  act: defineEndpoint({
    method: 'PUT',
    path: `${PUBLIC_API}/order`,
    body: guestUpdateOrderRequestSchema,
    response: orderViewSchema,
  }),
  paymentLink: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/order/payment-link`,
    body: paymentLinkRequestSchema,
    response: paymentLinkResponseSchema,
  }),
  images: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/order/image/list`,
    query: orderImageListQuerySchema,
    response: orderImageListResponseSchema,
  }),
};

/** The signed-in buyer's orders. */
export const orderEndpoints = {
  place: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/order`,
    body: createOrderRequestSchema,
    response: createOrderResponseSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/order`,
    query: z.object({ id: orderId }),
    response: orderViewSchema,
  }),
  act: defineEndpoint({
    method: 'PUT',
    path: `${PRIVATE_API}/order`,
    body: updateOrderRequestSchema,
    response: orderViewSchema,
  }),
  paymentLink: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/order/payment-link`,
    body: paymentLinkRequestSchema,
    response: paymentLinkResponseSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/order/list`,
    query: orderListQuerySchema,
    response: orderListResponseSchema,
  }),
  tabs: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/order/tabs`, response: orderTabsResponseSchema }),
  errors: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/order/error/list`, response: orderListResponseSchema }),
  workflowStatus: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/workflows/:id/status`,
    params: idParams,
    response: workflowStatusResponseSchema,
  }),
  /** Delivery pictures of an order the user bought, sells or supports. */
  images: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/order/image/list`,
    query: orderImageListQuerySchema,
    response: orderImageListResponseSchema,
  }),
};

/** The seller's side of manual delivery. */
export const sellerOrderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/order/seller`,
    query: sellerOrderListQuerySchema,
    response: orderListResponseSchema,
  }),
  /** Order counts per seller status and the analytics of a period (completed sales net of fees). */
  stats: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/order/seller/stats`,
    query: sellerStatsQuerySchema,
    response: sellerStatsResponseSchema,
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: `${PRIVATE_API}/order/seller/status`,
    body: sellerOrderStatusRequestSchema,
    response: orderViewSchema,
  }),
  /** Refuses an order before delivering it: the buyer is refunded and told the reason. */
  refuse: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/order/seller/refuse`,
    body: sellerRefuseRequestSchema,
    response: orderViewSchema,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/order/image`,
    query: orderImageUploadQuerySchema,
    multipart: true,
    response: orderImageSchema,
  }),
};

/** Support's queue of disputes and risk holds, and the search of every order. */
export const supportOrderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/orders`,
    query: supportOrderListQuerySchema,
    response: staffOrderListSchema,
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/orders/:id/resolve`,
    params: idParams,
    body: supportResolveRequestSchema,
    response: orderViewSchema,
  }),
};
