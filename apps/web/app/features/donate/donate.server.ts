import type { DonationPageResponse, DonationView, MediaSettings } from '@lootmarket/domain';
import { donationEndpoints, publicDonationEndpoints } from '@lootmarket/domain/endpoints/donations';
import { publicMediaEndpoints } from '@lootmarket/domain/endpoints/media';
import { isApiError } from '#app/lib/api/api-error';
import { MY_DONATIONS_PAGE_SIZE } from './my-donation-list';
import type { ApiClient } from '#app/lib/api/client';

export type DonatePageResult =
  | { kind: 'ok'; page: DonationPageResponse; online: boolean; media: MediaSettings | null }
  | { kind: 'not-found' }
  | { kind: 'error' };

/** Whether the channel is live; the badge is a nicety, so a failure reads as offline. */
function loadOnline(api: ApiClient, slug: string): Promise<boolean> {
  return api.call(publicDonationEndpoints.streamerOnline, { params: { slug } }).then(
    (answer) => answer.online,
    () => false,
  );
}

/** The streamer's video terms; the page works without them, so a failure reads as no videos. */
function loadMedia(api: ApiClient, slug: string): Promise<MediaSettings | null> {
  return api.call(publicMediaEndpoints.offer, { query: { slug } }).then(
    (terms) => (terms.enabled ? terms : null),
    () => null,
  );
}

/** The streamer, their active goal and minimums for `/{username}/donate`. */
export async function loadDonatePage(api: ApiClient, username: string): Promise<DonatePageResult> {
  try {
    const [page, online, media] = await Promise.all([
      api.call(publicDonationEndpoints.pageBySlug, { query: { slug: username } }),
      loadOnline(api, username),
      loadMedia(api, username),
    ]);
    return { kind: 'ok', page, online, media };
  } catch (error) {
    if (isApiError(error, 404, 400)) return { kind: 'not-found' };
    console.error('donate page unavailable', error);
    return { kind: 'error' };
  }
}

export type MyDonationResult = { kind: 'ok'; donation: DonationView } | { kind: 'not-found' } | { kind: 'error' };

/** One of the signed-in user's donations (as donor or streamer). */
export async function loadMyDonation(api: ApiClient, donationId: string): Promise<MyDonationResult> {
  try {
    return { kind: 'ok', donation: await api.call(donationEndpoints.get, { params: { id: donationId } }) };
  } catch (error) {
    if (isApiError(error, 404, 400)) return { kind: 'not-found' };
    console.error('donation unavailable', error);
    return { kind: 'error' };
  }
}

export type MyDonationsResult = { kind: 'ok'; items: DonationView[]; total: number } | { kind: 'error' };

/** One page of the signed-in user's own donations, newest first (`GET donations/my`). */
export async function loadMyDonations(api: ApiClient, page: number): Promise<MyDonationsResult> {
  try {
    const { items, total } = await api.call(donationEndpoints.mine, {
      query: { limit: MY_DONATIONS_PAGE_SIZE, offset: (page - 1) * MY_DONATIONS_PAGE_SIZE },
    });
    return { kind: 'ok', items, total };
  } catch (error) {
    console.error('donation history unavailable', error);
    return { kind: 'error' };
  }
}
