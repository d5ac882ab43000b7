import { type Listing, mainTopMenuResponseSchema } from '@lootmarket/domain';

export type HomeListing = Listing;

/** The games and services of the main menu; `null` when the catalog cannot be reached right now. */
export async function loadMainTopMenu(apiFetch: (path: string) => Promise<Response>): Promise<HomeListing[] | null> {
  try {
    const response = await apiFetch('/api/gw/public/v1/listings/main-top-menu');
    if (!response.ok) throw new Error(`main top menu answered ${response.status}`);
    return mainTopMenuResponseSchema.parse(await response.json()).items;
  } catch (error) {
    console.error('main top menu unavailable', error);
    return null;
  }
}
