import multipart from '@fastify/multipart';
import { OFFER_IMAGE_FILE_PATH, OFFER_IMAGE_FORMAT_MESSAGE, ORDER_IMAGE_MAX_BYTES, UserRole } from '@lootmarket/domain';
import { PUBLIC_API } from '@lootmarket/domain/endpoints/define';
import { sellerOfferEndpoints } from '@lootmarket/domain/endpoints/seller';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { OfferImagesService } from './offer-images.service';

const tags = ['seller'];
const security = [{ bearerAuth: [] }];

/** `POST offer/image`: a picture for the seller's draft or offer (multipart field `file`). */
export async function offerImagesPrivateRoutes(app: FastifyInstance, { images }: { images: OfferImagesService }) {
  await app.register(multipart, { limits: { fileSize: ORDER_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  registerEndpoint(
    app,
    sellerOfferEndpoints.uploadImage,
    {
      preHandler: requireRole(UserRole.Admin, UserRole.Seller),
      schema: {
        tags,
        summary: 'Upload a picture for my offer or draft (multipart field `file`, PNG/JPEG/WebP up to 10 MB)',
        security,
      },
      config: { rateLimit: { max: 120, timeWindow: 60 * 60_000 } },
    },
    async (request) => images.upload(request.user!.id, request.query, await uploadedFile(request)),
  );
}

async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', OFFER_IMAGE_FORMAT_MESSAGE);
  const part = await request.file();
  if (!part) throw new AppError('VALIDATION_FAILED', OFFER_IMAGE_FORMAT_MESSAGE);
  try {
    return await part.toBuffer();
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Файл больше 10 МБ');
  }
}

/** Offer pictures are public: the product page shows them to everyone. */
export async function offerImagesPublicRoutes(app: FastifyInstance, { images }: { images: OfferImagesService }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${OFFER_IMAGE_FILE_PATH.slice(PUBLIC_API.length)}:id`,
      { schema: { tags: ['catalog'], summary: 'One offer picture (WebP)', params: z.object({ id: z.string() }) } },
      async (request, reply) => {
        const data = await images.file(request.params.id);
        if (!data) throw new AppError('NOT_FOUND');
        // A picture never changes under its id.
        return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(data);
      },
    );
}
