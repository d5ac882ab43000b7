import { z } from 'zod';

const listingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  accentColor: z.string(),
  popularity: z.number(),
});
export type HomeListing = z.infer<typeof listingSchema>;

const mainTopMenuSchema = z.object({ items: z.array(listingSchema) });

/** The games and services of the main menu; `null` when the catalog cannot be reached right now. */
export async function loadMainTopMenu(apiFetch: (path: string) => Promise<Response>): Promise<HomeListing[] | null> {
  try {
    const response = await apiFetch('/api/gw/public/v1/listings/main-top-menu');
    if (!response.ok) throw new Error(`main top menu answered ${response.status}`);
    return mainTopMenuSchema.parse(await response.json()).items;
  } catch (error) {
    console.error('main top menu unavailable', error);
    return null;
  }
}
