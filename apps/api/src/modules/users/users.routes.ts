import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error';
import {
  avatarFileParamsSchema,
  becomeStreamerBodySchema,
  becomeStreamerResponseSchema,
  profileFrontendSchema,
  profilePatchSchema,
  slugCheckQuerySchema,
  slugCheckResponseSchema,
} from './users.contracts';
import { AVATAR_FORMAT_MESSAGE, AVATAR_MAX_BYTES, reencodeAvatar } from './users.image';
import { AVATAR_PATH_PREFIX, type UsersService } from './users.service';

const security = [{ bearerAuth: [] }];

/** Private: mounted inside the private scope, so `request.user` is always set. */
export async function usersPrivateRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get('/profile/frontend', {
    schema: { tags, summary: 'The signed-in user with the flags the interface needs', security, response: { 200: profileFrontendSchema } },
  }, (request) => users.getProfile(request.user!.id));

  api.patch('/profile', {
    schema: { tags, summary: 'Renames the signed-in user', security, body: profilePatchSchema, response: { 200: profileFrontendSchema } },
  }, (request) => users.updateName(request.user!.id, request.body.name));

  api.post('/buyer/avatar', {
    schema: { tags, summary: 'Replaces the avatar (multipart field `file`, PNG/JPEG/WebP up to 5 MB)', security, response: { 200: profileFrontendSchema } },
    config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
  }, async (request) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_FORMAT_MESSAGE);
    const part = await request.file();
    if (!part) throw new AppError('VALIDATION_FAILED', AVATAR_FORMAT_MESSAGE);
    let input: Buffer;
    try {
      input = await part.toBuffer();
    } catch {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Файл больше 5 МБ');
    }
    const avatar = await reencodeAvatar(input);
    return users.replaceAvatar(request.user!.id, avatar.file, avatar.data);
  });

  api.post('/donations/become-streamer', {
    schema: { tags, summary: 'Grants the streamer role with a donation-page slug', security, body: becomeStreamerBodySchema, response: { 200: becomeStreamerResponseSchema } },
  }, (request) => users.becomeStreamer(request.user!.id, request.body.slug));
}

/** Public: slug availability and avatar files. */
export async function usersPublicRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/gw/public/v1/profile/slug/check', {
    schema: { tags: ['users'], summary: 'Whether a donation-page slug can be taken', querystring: slugCheckQuerySchema, response: { 200: slugCheckResponseSchema } },
  }, (request) => users.checkSlug(request.query.slug));

  api.get(`${AVATAR_PATH_PREFIX}:file`, {
    schema: { tags: ['users'], summary: 'An avatar image', params: avatarFileParamsSchema },
  }, async (request, reply) => {
    const data = await users.findAvatar(request.params.file);
    if (!data) throw new AppError('NOT_FOUND');
    // File names change with every upload, so the bytes behind one never do.
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(data);
  });
}
