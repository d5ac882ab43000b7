import multipart from '@fastify/multipart';
import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { AVATAR_FORMAT_MESSAGE, AVATAR_MAX_BYTES, reencodeAvatar } from './users.image';
import { AVATAR_PATH_PREFIX, type UsersService } from './users.service';

const security = [{ bearerAuth: [] }];
const avatarFileParams = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.webp$/) });

/** Private: mounted inside the private scope, so `request.user` is always set. */
export async function usersPrivateRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const tags = ['users'];
  registerEndpoint(
    app,
    profileEndpoints.me,
    { schema: { tags, summary: 'The signed-in user with the flags the interface needs', security } },
    (request) => users.getProfile(request.user!.id),
  );
  registerEndpoint(
    app,
    profileEndpoints.rename,
    { schema: { tags, summary: 'Renames the signed-in user', security } },
    (request) => users.updateName(request.user!.id, request.body.name),
  );
  registerEndpoint(
    app,
    profileEndpoints.uploadAvatar,
    {
      schema: { tags, summary: 'Replaces the avatar (multipart field `file`, PNG/JPEG/WebP up to 5 MB)', security },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request) => {
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
    },
  );
  registerEndpoint(
    app,
    profileEndpoints.becomeStreamer,
    { schema: { tags, summary: 'Grants the streamer role with a donation-page slug', security } },
    (request) => users.becomeStreamer(request.user!.id, request.body.slug),
  );
}

/** Public: slug availability and avatar files. */
export async function usersPublicRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  registerEndpoint(
    app,
    profileEndpoints.checkSlug,
    { schema: { tags: ['users'], summary: 'Whether a donation-page slug can be taken' } },
    (request) => users.checkSlug(request.query.slug),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    `${AVATAR_PATH_PREFIX}:file`,
    {
      schema: { tags: ['users'], summary: 'An avatar image', params: avatarFileParams },
    },
    async (request, reply) => {
      const data = await users.findAvatar(request.params.file);
      if (!data) throw new AppError('NOT_FOUND');
      // File names change with every upload, so the bytes behind one never do.
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(data);
    },
  );
}
