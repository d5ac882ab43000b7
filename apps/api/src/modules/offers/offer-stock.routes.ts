import multipart from '@fastify/multipart';
import { KEY_UPLOAD_LIMITS, SELLER_MESSAGES, UserRole } from '@lootmarket/domain';
import { sellerStockEndpoints } from '@lootmarket/domain/endpoints/seller';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { decodeKeyFile } from './key-upload';
import type { OfferStockService } from './offer-stock.service';

const tags = ['seller'];
const security = [{ bearerAuth: [] }];
/** Pasted keys travel as JSON: room for the 10 MB of text a file may hold, plus the JSON around it. */
const PASTE_BODY_LIMIT = KEY_UPLOAD_LIMITS.maxBytes + 64 * 1024;

/** The seller's stock of one offer: keys pasted or uploaded, a quantity or unlimited; keys listed masked and removed. */
export async function offerStockRoutes(app: FastifyInstance, { stock }: { stock: OfferStockService }) {
  await app.register(multipart, { limits: { fileSize: KEY_UPLOAD_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 } });
  const seller = { preHandler: requireRole(UserRole.Admin, UserRole.Seller) };
  const sellerId = (request: FastifyRequest): number => request.user!.id;

  registerEndpoint(
    app,
    sellerStockEndpoints.update,
    {
      ...seller,
      bodyLimit: PASTE_BODY_LIMIT,
      schema: { tags, summary: 'Add pasted keys to an offer, or set its quantity or unlimited stock', security },
    },
    (request) => stock.update(sellerId(request), request.params.offer_id, request.body),
  );
  registerEndpoint(
    app,
    sellerStockEndpoints.uploadFile,
    {
      ...seller,
      schema: {
        tags,
        summary: 'Add the keys of a .txt or .csv file (multipart field `file`, up to 10 MB, 10 000 keys)',
        security,
      },
    },
    async (request) =>
      stock.uploadKeys(sellerId(request), request.params.offer_id, decodeKeyFile(await uploadedFile(request))),
  );
  registerEndpoint(
    app,
    sellerStockEndpoints.keys,
    { ...seller, schema: { tags, summary: 'Keys of an offer, masked to their tail', security } },
    (request) => stock.listKeys(sellerId(request), request.params.offer_id, request.query),
  );
  registerEndpoint(
    app,
    sellerStockEndpoints.removeKeys,
    { ...seller, schema: { tags, summary: 'Remove unsold keys of an offer', security } },
    (request) => stock.removeKeys(sellerId(request), request.params.offer_id, request.body.keyIds),
  );
}

async function uploadedFile(request: FastifyRequest): Promise<{ filename: string; content: Buffer }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SELLER_MESSAGES.notTextFile);
  const part = await request.file();
  if (!part) throw new AppError('VALIDATION_FAILED', SELLER_MESSAGES.notTextFile);
  try {
    return { filename: part.filename, content: await part.toBuffer() };
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', SELLER_MESSAGES.fileTooLarge, { limit: KEY_UPLOAD_LIMITS.maxBytes });
  }
}
