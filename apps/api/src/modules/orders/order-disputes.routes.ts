import multipart from '@fastify/multipart';
import { DISPUTE_IMAGES_LIMIT_MESSAGE, DISPUTE_IMAGES_MAX, ORDER_IMAGE_MAX_BYTES } from '@lootmarket/domain';
import { disputeEndpoints, supportDisputeEndpoints } from '@lootmarket/domain/endpoints/disputes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import type { AuthUser } from '../../platform/http/auth-user';
import { ACCESS_COOKIE, assertSameOrigin, bearerToken } from '../../platform/http/private-scope';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { OrdersService } from './orders.service';

const tags = ['disputes'];

export interface DisputeRoutesOptions {
  orders: OrdersService;
  verifyAccessToken(token: string): Promise<AuthUser | null>;
  publicUrl: string | undefined;
}

/**
 * The buyer opens a dispute on a public address (a guest has only the order's token), as in the order's
 * conversation; a request authenticated by the session cookie must come from our pages.
 */
export async function disputesPublicRoutes(app: FastifyInstance, options: DisputeRoutesOptions) {
  await app.register(multipart, {
    limits: {
      fileSize: ORDER_IMAGE_MAX_BYTES,
      files: DISPUTE_IMAGES_MAX,
      fields: 2,
      parts: DISPUTE_IMAGES_MAX + 2,
    },
  });
  registerEndpoint(
    app,
    disputeEndpoints.open,
    {
      schema: {
        tags,
        summary: 'Open a dispute: form fields `reason` and `text`, up to 5 pictures as `file` parts (PNG/JPEG/WebP)',
      },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    async (request) => {
      const bearer = bearerToken(request);
      const cookie = bearer ? undefined : request.cookies[ACCESS_COOKIE];
      if (cookie) assertSameOrigin(request, options.publicUrl);
      const session = bearer ?? cookie;
      const user = session ? await options.verifyAccessToken(session) : null;
      const { fields, files } = await disputeForm(request);
      return options.orders.openDispute(
        request.query.id,
        { userId: user?.id ?? null, token: request.query.token },
        fields,
        files,
      );
    },
  );
}

/** Support's disputes: the searchable list, one case, the recorded key reveal, the decision (admins only). */
export async function disputesAdminRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  registerEndpoint(
    app,
    supportDisputeEndpoints.list,
    {
      ...staffOnly('disputes.read'),
      schema: { tags, summary: 'Open or resolved disputes, found by order number, buyer or seller' },
    },
    (request) => orders.listDisputes(request.query),
  );
  registerEndpoint(
    app,
    supportDisputeEndpoints.case,
    {
      ...staffOnly('disputes.read'),
      schema: { tags, summary: 'A dispute in full: timeline, delivery with keys masked, conversation, history' },
    },
    (request) => orders.disputeCase(request.params.id),
  );
  registerEndpoint(
    app,
    supportDisputeEndpoints.revealKeys,
    {
      ...staffOnly('disputes.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: "Show the order's keys unmasked; the reveal is recorded" },
    },
    (request) => orders.revealKeys(request.params.id, staffContext(request)),
  );
  registerEndpoint(
    app,
    supportDisputeEndpoints.decide,
    {
      ...staffOnly('disputes.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Release to the seller, refund in full, or refund a part' },
    },
    (request) => orders.decideDispute(request.params.id, request.body, staffContext(request)),
  );
}

/** The text fields and the pictures of the dispute form. */
async function disputeForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Отправьте форму спора');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push(await part.toBuffer());
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'Файл больше 10 МБ');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('VALIDATION_FAILED', DISPUTE_IMAGES_LIMIT_MESSAGE, { limit: DISPUTE_IMAGES_MAX });
    throw error;
  }
  return { fields, files };
}
