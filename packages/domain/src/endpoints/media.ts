import { z } from 'zod';
import {
  mediaCheckQuerySchema,
  mediaCheckResponseSchema,
  mediaPlayerCommandSchema,
  mediaPlayerSchema,
  mediaQueueResponseSchema,
  mediaRequestSchema,
  mediaSettingsSchema,
} from '../contracts/media';
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
