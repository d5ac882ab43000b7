import multipart from '@fastify/multipart';
import {
  CONVERSATION_CLOSE_CODES,
  CONVERSATION_SOCKET_PATH,
  ORDER_IMAGE_FORMAT_MESSAGE,
  ORDER_IMAGE_MAX_BYTES,
  can,
  type ConversationClientMessage,
} from '@lootmarket/domain';
import { conversationEndpoints } from '@lootmarket/domain/endpoints/conversations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import type { AuthUser } from '../../platform/http/auth-user';
import { ACCESS_COOKIE, assertSameOrigin, bearerToken, type ApiTokenGate } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { createConversationHub } from './conversation-hub';
import type { ConversationAccess } from './conversations.ports';
import { CONVERSATION_IMAGE_ROUTE, type ConversationsService } from './conversations.service';

const tags = ['conversations'];
/** The page has this long after connecting to say which order it shows. */
const HELLO_TIMEOUT_MS = 5_000;

export interface ConversationRoutesOptions {
  conversations: ConversationsService;
  events: EventBus;
  verifyAccessToken(token: string): Promise<AuthUser | null>;
  /** Sellers' programs read and write their orders' conversations with a token's chat scopes. */
  apiTokens?: ApiTokenGate;
  publicUrl: string | undefined;
  /** Messages one client address may send in any minute. */
  messagesPerMinute: number;
}

/**
 * An order's conversation on public addresses (a guest buyer has only the order's token) and its socket.
 * Registered where cookies are parsed; a write authenticated by the session cookie must come from our pages.
 */
export async function conversationRoutes(app: FastifyInstance, options: ConversationRoutesOptions) {
  const { conversations } = options;
  await app.register(multipart, { limits: { fileSize: ORDER_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const gate = options.apiTokens;
  // Before the answer leaves, so a program that reads its answer finds the call in the audit log.
  if (gate)
    app.addHook('onSend', async (request, reply, payload) => {
      await gate.settle(request, reply);
      return payload;
    });

  async function accessOf(
    request: FastifyRequest,
    token: string | undefined,
    write: boolean,
    /** Absent on the socket, which tokens do not open. */
    reply?: FastifyReply,
  ): Promise<ConversationAccess> {
    const bearer = bearerToken(request);
    if (bearer && reply && options.apiTokens?.owns(bearer)) {
      request.user = await options.apiTokens.admit(bearer, request, reply);
      return { userId: request.user.id, isAdmin: false, token };
    }
    const cookie = bearer ? undefined : request.cookies[ACCESS_COOKIE];
    if (write && cookie) assertSameOrigin(request, options.publicUrl);
    const session = bearer ?? cookie;
    const user = session ? await options.verifyAccessToken(session) : null;
    return { userId: user?.id ?? null, isAdmin: Boolean(user && can(user.roles, 'orders.read')), token };
  }

  registerEndpoint(
    app,
    conversationEndpoints.get,
    { schema: { tags, summary: "An order's conversation for its buyer (session or token), seller or support" } },
    async (request, reply) =>
      conversations.view(
        request.query.id,
        await accessOf(request, request.query.token, false, reply),
        request.query.after,
      ),
  );
  registerEndpoint(
    app,
    conversationEndpoints.send,
    {
      schema: { tags, summary: 'Write to the order conversation (contacts outside the platform are masked)' },
      config: { rateLimit: { max: options.messagesPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) =>
      conversations.send(request.body.id, await accessOf(request, request.body.token, true, reply), request.body.text),
  );
  registerEndpoint(
    app,
    conversationEndpoints.sendImage,
    {
      schema: {
        tags,
        summary: 'Send a picture to the order conversation (multipart field `file`, PNG/JPEG/WebP up to 10 MB)',
      },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const access = await accessOf(request, request.query.token, true, reply);
      // Strangers are refused before the upload is read or decoded.
      await conversations.seat(request.query.id, access);
      return conversations.sendImage(request.query.id, access, await uploadedFile(request));
    },
  );
  registerEndpoint(
    app,
    conversationEndpoints.read,
    { schema: { tags, summary: 'Mark the order conversation read' } },
    async (request, reply) =>
      conversations.markRead(request.body.id, await accessOf(request, request.body.token, true, reply)),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `/api/gw/public/v1${CONVERSATION_IMAGE_ROUTE}:id`,
      { schema: { tags, summary: 'One picture of a conversation (WebP)', params: z.object({ id: z.uuid() }) } },
      async (request, reply) => {
        const data = await conversations.imageFile(request.params.id);
        if (!data) throw new AppError('NOT_FOUND');
        return reply.type('image/webp').header('cache-control', 'private, max-age=86400, immutable').send(data);
      },
    );

  const hub = createConversationHub({
    conversations,
    events: options.events,
    onError: (error) => app.log.error({ err: error }, 'conversation socket failed'),
  });
  await hub.start();
  app.addHook('onClose', () => hub.stop());

  app.get(
    CONVERSATION_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request: FastifyRequest) => assertSameOrigin(request, options.publicUrl),
    },
    (socket: WebSocket, request: FastifyRequest) => {
      const timeout = setTimeout(
        () => socket.close(CONVERSATION_CLOSE_CODES.protocol, 'hello expected'),
        HELLO_TIMEOUT_MS,
      );
      socket.once('message', (data) => {
        clearTimeout(timeout);
        void greet(socket, request, String(data)).catch((error: unknown) => {
          app.log.error({ err: error }, 'conversation socket failed');
          socket.close(1011, 'server error');
        });
      });
      socket.once('close', () => clearTimeout(timeout));
    },
  );

  async function greet(socket: WebSocket, request: FastifyRequest, text: string): Promise<void> {
    const hello = parseHello(text);
    if (!hello) return socket.close(CONVERSATION_CLOSE_CODES.protocol, 'hello expected');
    try {
      await conversations.seat(hello.orderId, await accessOf(request, hello.token, false));
    } catch {
      return socket.close(CONVERSATION_CLOSE_CODES.denied, 'not found');
    }
    if (socket.readyState === socket.OPEN) hub.attach(socket, hello.orderId);
  }
}

/** The signed-in user's unread counters, for the header and the order lists. */
export async function conversationsPrivateRoutes(
  app: FastifyInstance,
  { conversations }: { conversations: ConversationsService },
) {
  registerEndpoint(
    app,
    conversationEndpoints.unread,
    { schema: { tags, summary: 'Unread order messages of the signed-in user', security: [{ bearerAuth: [] }] } },
    (request) => conversations.unread(request.user!.id),
  );
}

function parseHello(text: string): ConversationClientMessage | null {
  try {
    const value = JSON.parse(text) as Partial<ConversationClientMessage>;
    if (value.type !== 'hello' || typeof value.orderId !== 'string') return null;
    return {
      type: 'hello',
      orderId: value.orderId,
      ...(typeof value.token === 'string' ? { token: value.token } : {}),
    };
  } catch {
    return null;
  }
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
