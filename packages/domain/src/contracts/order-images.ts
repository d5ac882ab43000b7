import { z } from 'zod';

/** At most this many pictures go with one delivery. */
export const ORDER_IMAGES_MAX = 10;
/** The largest picture a seller may upload, before it is re-encoded. */
export const ORDER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ORDER_IMAGE_FORMAT_MESSAGE = 'Загрузите изображение PNG, JPEG или WebP до 10 МБ';
export const ORDER_IMAGES_LIMIT_MESSAGE = `К заказу можно приложить не больше ${ORDER_IMAGES_MAX} изображений`;

/** A picture handed over with a delivery; `url` is where the browser loads it. */
export const orderImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type OrderImage = z.infer<typeof orderImageSchema>;

/** `POST order/image` is multipart: the order id in the query, the picture in the field `file`. */
export const orderImageUploadQuerySchema = z.object({ id: z.uuid() });
export const orderImageListQuerySchema = z.object({ id: z.uuid(), token: z.string().min(10).max(200).optional() });
export const orderImageListResponseSchema = z.object({ items: z.array(orderImageSchema) });
