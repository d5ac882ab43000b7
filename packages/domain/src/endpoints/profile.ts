import { sellerApplicationSchema, sellerLeadSchema } from '../validation/seller-application';
import {
  becomeStreamerBodySchema,
  becomeStreamerResponseSchema,
  profileFrontendSchema,
  profilePatchSchema,
  myApplicationResponseSchema,
  sellerApplicationViewSchema,
  slugCheckQuerySchema,
  slugCheckResponseSchema,
} from '../contracts/profile';
import { ideaRequestSchema, ideaSubmittedSchema } from '../contracts/ideas';
import { okResponseSchema } from '../contracts/sign-in';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

/** The signed-in user's profile, the streamer role and the seller application. */
export const profileEndpoints = {
  me: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/profile/frontend`, response: profileFrontendSchema }),
  rename: defineEndpoint({
    method: 'PATCH',
    path: `${PRIVATE_API}/profile`,
    body: profilePatchSchema,
    response: profileFrontendSchema,
  }),
  uploadAvatar: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/buyer/avatar`,
    multipart: true,
    response: profileFrontendSchema,
  }),
  checkSlug: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/profile/slug/check`,
    query: slugCheckQuerySchema,
    response: slugCheckResponseSchema,
  }),
  becomeStreamer: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/become-streamer`,
    body: becomeStreamerBodySchema,
    response: becomeStreamerResponseSchema,
  }),
  applyAsSeller: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/seller-application`,
    body: sellerApplicationSchema,
    response: sellerApplicationViewSchema,
    status: 201,
  }),
  /** The signed-in user's newest seller application, or null: the profile shows it pending or decided. */
  mySellerApplication: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/seller-application`,
    response: myApplicationResponseSchema,
  }),
  /** «Предложить идею»: anyone may send one; a session, when there is one, names the author. */
  submitIdea: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/profile/idea`,
    body: ideaRequestSchema,
    response: ideaSubmittedSchema,
    status: 201,
  }),
  mailSellerLead: defineEndpoint({
    method: 'POST',
    path: '/api/mailer/send-mail',
    body: sellerLeadSchema,
    response: okResponseSchema,
  }),
};
