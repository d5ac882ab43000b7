import { z } from 'zod';

export const listingSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  accentColor: z.string(),
  popularity: z.number().int(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingWithChildrenSchema = listingSchema.extend({ children: z.array(listingSchema) });
export type ListingWithChildren = z.infer<typeof listingWithChildrenSchema>;

export const mainTopMenuResponseSchema = z.object({ items: z.array(listingSchema) });
