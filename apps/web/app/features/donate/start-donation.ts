import type { CreateDonationRequest, CreateDonationResponse } from '@lootmarket/domain';
import { donationEndpoints, publicDonationEndpoints } from '@lootmarket/domain/endpoints/donations';
import { isApiError } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { hasSessionMarker } from '#app/lib/api/session';
import { askWhoIsPaying, type Payer } from '#app/lib/auth-events';
import { rememberDonation } from './stored-donation';

export const DONATION_FAILED_MESSAGE = 'Не удалось отправить донат. Попробуйте ещё раз';

function postDonation(body: CreateDonationRequest, donor: Payer): Promise<CreateDonationResponse> {
  return donor.kind === 'user'
    ? api.call(donationEndpoints.donate, { body })
    : api.call(publicDonationEndpoints.donate, { body: { ...body, email: donor.email } });
}

/**
 * Sends the donation: signed-in donors at once, others after the auth modal (sign in or a guest e-mail).
 * The donation is remembered for the success page, then the donor goes to the bank's page.
 */
export async function startDonation(
  body: Omit<CreateDonationRequest, 'email'>,
  streamer: { id: number; slug: string; name: string },
): Promise<void> {
  let donor: Payer = hasSessionMarker() ? { kind: 'user' } : await askWhoIsPaying({ donation: streamer });
  let created: CreateDonationResponse;
  try {
    created = await postDonation(body, donor);
  } catch (error) {
    // The session ended meanwhile: ask again, a guest e-mail included.
    if (!(isApiError(error, 401) && donor.kind === 'user')) throw error;
    donor = await askWhoIsPaying({ donation: streamer });
    created = await postDonation(body, donor);
  }
  rememberDonation({ id: created.donation.id, username: streamer.slug });
  window.location.assign(created.confirmationUrl);
}
