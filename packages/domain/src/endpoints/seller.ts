import { z } from 'zod';
import {
  offerImageSchema,
  offerImageUploadQuerySchema,
  offerMaxPerOrderChangeRequestSchema,
  offerPriceChangeRequestSchema,
  offerSellerInputsResponseSchema,
  offerToggleRequestSchema,
  sellerOfferBatchResponseSchema,
  sellerOfferListQuerySchema,
  sellerOfferListResponseSchema,
  sellerOfferPageSchema,
} from '../contracts/seller-offers';
import { sellerScheduleRequestSchema, sellerScheduleResponseSchema } from '../contracts/seller-schedule';
import {
  offerKeyListQuerySchema,
  offerKeyListResponseSchema,
  offerKeyRemoveRequestSchema,
  offerKeyRemoveResponseSchema,
  stockUpdateRequestSchema,
  stockUpdateResponseSchema,
} from '../contracts/seller-stock';
import { storefrontQuerySchema, storefrontResponseSchema } from '../contracts/storefront';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

const offerParams = z.object({ offer_id: z.uuid() });
const uuidSlugParams = z.object({ uuidSlug: z.uuid() });

/** The seller's own offers: list, prices, pause and resume, pictures, one offer's page and buyer inputs. */
export const sellerOfferEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/offer/list`,
    query: sellerOfferListQuerySchema,
    response: sellerOfferListResponseSchema,
  }),
  changePrice: defineEndpoint({
    method: 'PATCH',
    path: `${PRIVATE_API}/offer/change/price`,
    body: offerPriceChangeRequestSchema,
    response: sellerOfferBatchResponseSchema,
  }),
  changeMaxPerOrder: defineEndpoint({
    method: 'PATCH',
    path: `${PRIVATE_API}/offer/change/max-per-order`,
    body: offerMaxPerOrderChangeRequestSchema,
    response: sellerOfferBatchResponseSchema,
  }),
  toggleActive: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/offer/toggle-active`,
    body: offerToggleRequestSchema,
    response: sellerOfferBatchResponseSchema,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/offer/image`,
    query: offerImageUploadQuerySchema,
    multipart: true,
    response: offerImageSchema,
    status: 201,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/offer/page/:uuidSlug`,
    params: uuidSlugParams,
    response: sellerOfferPageSchema,
  }),
  inputs: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/offer/seller/inputs/:uuidSlug`,
    params: uuidSlugParams,
    response: offerSellerInputsResponseSchema,
  }),
};

/** Stock of one offer: keys pasted or uploaded as a file, a quantity or unlimited; keys listed masked and removed. */
export const sellerStockEndpoints = {
  update: defineEndpoint({
    method: 'PUT',
    path: `${PRIVATE_API}/seller/stock/:offer_id`,
    params: offerParams,
    body: stockUpdateRequestSchema,
    response: stockUpdateResponseSchema,
  }),
  /** Form data with one `.txt` or `.csv` file of keys. */
  uploadFile: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/seller/stock/:offer_id/file`,
    params: offerParams,
    multipart: true,
    response: stockUpdateResponseSchema,
  }),
  keys: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/seller/stock/:offer_id/keys`,
    params: offerParams,
    query: offerKeyListQuerySchema,
    response: offerKeyListResponseSchema,
  }),
  removeKeys: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/seller/stock/:offer_id/keys/remove`,
    params: offerParams,
    body: offerKeyRemoveRequestSchema,
    response: offerKeyRemoveResponseSchema,
  }),
};

/** The seller's weekly hours and vacation. */
export const sellerScheduleEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/seller/schedule`,
    response: sellerScheduleResponseSchema,
  }),
  put: defineEndpoint({
    method: 'PUT',
    path: `${PRIVATE_API}/seller/schedule`,
    body: sellerScheduleRequestSchema,
    response: sellerScheduleResponseSchema,
  }),
};

/** A shop's public page. */
export const storefrontEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/seller/:seller_id`,
    params: z.object({ seller_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    query: storefrontQuerySchema,
    response: storefrontResponseSchema,
  }),
};
