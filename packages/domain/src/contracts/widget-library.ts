import { z } from 'zod';

/** The sounds and pictures that ship with the product, pickable without an upload. */
export const widgetLibrarySchema = z.object({
  sounds: z.array(z.object({ id: z.string(), title: z.string(), url: z.string(), durationMs: z.number().int() })),
  images: z.array(z.object({ id: z.string(), title: z.string(), url: z.string(), animated: z.boolean() })),
});
export type WidgetLibrary = z.infer<typeof widgetLibrarySchema>;

/** Puts a library sound or picture on a widget in place of its upload. */
export const widgetLibraryPickSchema = z.object({
  id: z.number().int().positive(),
  itemId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Выберите из библиотеки'),
});
