import { createDonationResponseSchema, type CreateDonationRequest, type CreateDonationResponse } from '@lootmarket/domain';
import { ApiError, apiJson, hasSessionMarker } from '#app/lib/api-client';
import { askWhoIsPaying, type Payer } from '#app/lib/auth-events';
import { rememberDonation } from './stored-donation';

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';
export const DONATION_FAILED_MESSAGE = 'Не удалось отправить донат. Попробуйте ещё раз';

function postDonation(body: CreateDonationRequest, donor: Payer): Promise<CreateDonationResponse> {
  const [url, json] = donor.kind === 'user' ? [`${PRIVATE}/donation`, body] : [`${PUBLIC}/donation`, { ...body, email: donor.email }];
  return apiJson(url, { method: 'POST', json }).then((answer) => createDonationResponseSchema.parse(answer));
}

/**
 * Sends the donation: signed-in donors at once, others after the auth modal (sign in or a guest e-mail).
 * The donation is remembered for the success page, then the donor goes to the bank's page.
 */
export async function startDonation(body: Omit<CreateDonationRequest, 'email'>, streamer: { id: number; slug: string; name: string }): Promise<void> {
  let donor: Payer = hasSessionMarker() ? { kind: 'user' } : await askWhoIsPaying({ donation: streamer });
  let created: CreateDonationResponse;
  try {
    created = await postDonation(body, donor);
  } catch (error) {
    // The session ended meanwhile: ask again, a guest e-mail included.
    if (!(error instanceof ApiError && error.status === 401 && donor.kind === 'user')) throw error;
    donor = await askWhoIsPaying({ donation: streamer });
    created = await postDonation(body, donor);
  }
  rememberDonation({ id: created.donation.id, username: streamer.slug });
  window.location.assign(created.confirmationUrl);
}
