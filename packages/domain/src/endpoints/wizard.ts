import {
  wizardDraftResponseSchema,
  wizardFormRequestSchema,
  wizardFormResponseSchema,
  wizardNextStepQuerySchema,
  wizardNextStepResponseSchema,
  wizardParamRequestSchema,
  wizardParamResponseSchema,
  wizardPopularQuerySchema,
  wizardPopularResponseSchema,
  wizardPublishRequestSchema,
  wizardPublishResponseSchema,
  wizardSaveRequestSchema,
} from '../contracts/wizard';
import {
  productProposalListQuerySchema,
  productProposalListSchema,
  productProposalRequestSchema,
  productProposalSchema,
} from '../contracts/product-proposals';
import { defineEndpoint, PRIVATE_API } from './define';

/** The seller's offer wizard: where to sell, what, the form, the draft kept on the server, publishing. */
export const wizardEndpoints = {
  popular: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/wizard/popular`,
    query: wizardPopularQuerySchema,
    response: wizardPopularResponseSchema,
  }),
  params: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/wizard/dicts/param`,
    body: wizardParamRequestSchema,
    response: wizardParamResponseSchema,
  }),
  form: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/wizard/form`,
    body: wizardFormRequestSchema,
    response: wizardFormResponseSchema,
  }),
  nextStep: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/wizard/form/next-step`,
    query: wizardNextStepQuerySchema,
    response: wizardNextStepResponseSchema,
  }),
  saveDraft: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/wizard`,
    body: wizardSaveRequestSchema,
    response: wizardDraftResponseSchema,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/wizard/offer`,
    body: wizardPublishRequestSchema,
    response: wizardPublishResponseSchema,
  }),
  propose: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/wizard/proposal`,
    body: productProposalRequestSchema,
    response: productProposalSchema,
    status: 201,
  }),
  proposals: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/wizard/proposal/list`,
    query: productProposalListQuerySchema,
    response: productProposalListSchema,
  }),
};
