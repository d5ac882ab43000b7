import { lastDonationMetaSchema, STORED_CLIENT_KEYS, type LastDonationMeta } from '@lootmarket/domain';

/** The donation the donate page sent to the bank (spec §3 last donation meta: id and username). */
export function readStoredDonation(): LastDonationMeta | null {
  try {
    const parsed = lastDonationMetaSchema.safeParse(
      JSON.parse(window.localStorage.getItem(STORED_CLIENT_KEYS.lastDonation) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rememberDonation(meta: LastDonationMeta): void {
  try {
    window.localStorage.setItem(STORED_CLIENT_KEYS.lastDonation, JSON.stringify(meta));
  } catch {
    // Private mode may refuse storage; the success page then sends the donor back to the donate page.
  }
}

export function forgetStoredDonation(): void {
  try {
    window.localStorage.removeItem(STORED_CLIENT_KEYS.lastDonation);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
