import multipart from '@fastify/multipart';
import { ORDER_IMAGE_FORMAT_MESSAGE, ORDER_IMAGE_MAX_BYTES, UserRole, can } from '@lootmarket/domain';
import { guestOrderEndpoints, orderEndpoints, sellerOrderEndpoints } from '@lootmarket/domain/endpoints/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { ACCESS_COOKIE, bearerToken, requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { AuthUser } from '../auth/auth.jwt';
import { ORDER_IMAGE_FILE_ROUTE, type OrderImagesService } from './order-images.service';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
// Staff who may read orders see their pictures as support does (decision 038).
const isAdmin = (user: AuthUser | null): boolean => Boolean(user && can(user.roles, 'orders.read'));

/** The seller attaches delivery pictures; the order's buyer, seller and support list them. */
export async function orderImagesPrivateRoutes(app: FastifyInstance, { images }: { images: OrderImagesService }) {
  await app.register(multipart, { limits: { fileSize: ORDER_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  registerEndpoint(
    app,
    sellerOrderEndpoints.uploadImage,
    {
      preHandler: requireRole(UserRole.Admin, UserRole.Seller),
      schema: {
        tags,
        summary: 'Attach a delivery picture to an order I sell (multipart field `file`, PNG/JPEG/WebP up to 10 MB)',
        security,
      },
      config: { rateLimit: { max: 120, timeWindow: 60 * 60_000 } },
    },
    async (request) => images.upload(request.query.id, request.user!.id, await uploadedFile(request)),
  );
  registerEndpoint(
    app,
    orderEndpoints.images,
    { schema: { tags, summary: 'Delivery pictures of an order I bought, sell or support', security } },
    (request) => images.list(request.query.id, { userId: request.user!.id, isAdmin: isAdmin(request.user) }),
  );
}

async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ORDER_IMAGE_FORMAT_MESSAGE);
  const part = await request.file();
  if (!part) throw new AppError('VALIDATION_FAILED', ORDER_IMAGE_FORMAT_MESSAGE);
  try {
    return await part.toBuffer();
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Файл больше 10 МБ');
  }
}

export interface OrderImagesPublicRoutesOptions {
  images: OrderImagesService;
  verifyAccessToken(token: string): Promise<AuthUser | null>;
}

/** Guests see the pictures of their order, and each picture, with its token; signed-in parties by their cookie. */
export async function orderImagesPublicRoutes(
  app: FastifyInstance,
  { images, verifyAccessToken }: OrderImagesPublicRoutesOptions,
) {
  const signedInUser = async (request: FastifyRequest): Promise<AuthUser | null> => {
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    return token ? verifyAccessToken(token) : null;
  };
  registerEndpoint(
    app,
    guestOrderEndpoints.images,
    { schema: { tags, summary: 'Delivery pictures of an order for its guest (token) or signed-in buyer' } },
    async (request) => {
      const user = await signedInUser(request);
      return images.list(request.query.id, {
        userId: user?.id ?? null,
        isAdmin: isAdmin(user),
        token: request.query.token,
      });
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    `${ORDER_IMAGE_FILE_ROUTE}:id`,
    {
      schema: {
        tags,
        summary:
          "One delivery picture (WebP), for the order's parties and support, or its guest with the order's token",
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const data = await images.file(request.params.id, {
        userId: user?.id ?? null,
        isAdmin: isAdmin(user),
        token: request.query.token,
      });
      if (!data) throw new AppError('NOT_FOUND');
      // A picture never changes under its id; only the people the id was given to should cache it.
      return reply.type('image/webp').header('cache-control', 'private, max-age=86400, immutable').send(data);
    },
  );
}
