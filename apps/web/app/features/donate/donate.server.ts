import { donationPageResponseSchema, donationViewSchema, streamerOnlineResponseSchema, type DonationPageResponse, type DonationView } from '@lootmarket/domain';

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

const PUBLIC = '/api/gw/public/v1';

export type DonatePageResult = { kind: 'ok'; page: DonationPageResponse; online: boolean } | { kind: 'not-found' } | { kind: 'error' };

/** Whether the channel is live; the badge is a nicety, so a failure reads as offline. */
async function loadOnline(apiFetch: ApiFetch, slug: string): Promise<boolean> {
  try {
    const response = await apiFetch(`${PUBLIC}/streamer/${encodeURIComponent(slug)}/online`);
    return response.ok ? streamerOnlineResponseSchema.parse(await response.json()).online : false;
  } catch {
    return false;
  }
}

/** The streamer, their active goal and minimums for `/{username}/donate`. */
export async function loadDonatePage(apiFetch: ApiFetch, username: string): Promise<DonatePageResult> {
  try {
    const [response, online] = await Promise.all([
      apiFetch(`${PUBLIC}/donations/streamer-by-slug-donation?slug=${encodeURIComponent(username)}`),
      loadOnline(apiFetch, username),
    ]);
    if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
    if (!response.ok) throw new Error(`donate page answered ${response.status}`);
    return { kind: 'ok', page: donationPageResponseSchema.parse(await response.json()), online };
  } catch (error) {
    console.error('donate page unavailable', error);
    return { kind: 'error' };
  }
}

export type MyDonationResult = { kind: 'ok'; donation: DonationView } | { kind: 'not-found' } | { kind: 'error' };

/** One of the signed-in user's donations (as donor or streamer). */
export async function loadMyDonation(apiFetch: ApiFetch, donationId: string): Promise<MyDonationResult> {
  try {
    const response = await apiFetch(`/api/gw/private/v1/donation/${encodeURIComponent(donationId)}`);
    if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
    if (!response.ok) throw new Error(`donation answered ${response.status}`);
    return { kind: 'ok', donation: donationViewSchema.parse(await response.json()) };
  } catch (error) {
    console.error('donation unavailable', error);
    return { kind: 'error' };
  }
}
