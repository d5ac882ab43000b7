import { z } from 'zod';
import { channelParamsSchema } from '../contracts/alert-moderation';
import {
  channelMediaQueueSchema,
  mediaCheckQuerySchema,
  mediaCheckResponseSchema,
  mediaPlayerCommandSchema,
  mediaPlayerSchema,
  mediaQueueResponseSchema,
  mediaRequestSchema,
  mediaSettingsSchema,
} from '../contracts/media';
import { okResponseSchema } from '../contracts/sign-in';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

const requestParams = z.object({ id: z.uuid() });

/** The donate page learns whether the streamer takes videos and checks a link before the donor pays. */
export const publicMediaEndpoints = {
  offer: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/donations/media/offer`,
    query: z.object({ slug: z.string().min(1).max(100) }),
    response: mediaSettingsSchema,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/donations/media/check`,
    query: mediaCheckQuerySchema,
    response: mediaCheckResponseSchema,
  }),
};

/** The streamer's media settings, queue and player. */
export const streamerMediaEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/media/settings`,
    response: mediaSettingsSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: `${PRIVATE_API}/donations/media/settings`,
    body: mediaSettingsSchema,
    response: mediaSettingsSchema,
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/media/queue`,
    response: mediaQueueResponseSchema,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/media/:id/approve`,
    params: requestParams,
    response: mediaRequestSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/media/:id/reject`,
    params: requestParams,
    response: mediaRequestSchema,
  }),
  skip: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/media/:id/skip`,
    params: requestParams,
    response: mediaRequestSchema,
  }),
  player: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/media/player`,
    body: mediaPlayerCommandSchema,
    response: mediaPlayerSchema,
  }),
};

const CHANNEL_MEDIA = `${PRIVATE_API}/donations/channels/:streamerId/media` as const;
const channelRequestParams = channelParamsSchema.extend({ id: z.uuid() });
const channelDecision = (decision: 'approve' | 'reject' | 'skip') =>
  defineEndpoint({
    method: 'POST',
    path: `${CHANNEL_MEDIA}/:id/${decision}`,
    params: channelRequestParams,
    response: okResponseSchema,
  });

/** The remote's hand on a channel's paid videos, for its streamer and their moderators. */
export const channelMediaEndpoints = {
  queue: defineEndpoint({
    method: 'GET',
    path: `${CHANNEL_MEDIA}/queue`,
    params: channelParamsSchema,
    response: channelMediaQueueSchema,
  }),
  approve: channelDecision('approve'),
  reject: channelDecision('reject'),
  skip: channelDecision('skip'),
  player: defineEndpoint({
    method: 'POST',
    path: `${CHANNEL_MEDIA}/player`,
    params: channelParamsSchema,
    body: mediaPlayerCommandSchema,
    response: mediaPlayerSchema,
  }),
};
