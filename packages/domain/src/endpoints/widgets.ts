import {
  alertQueueSchema,
  alertReplayBodySchema,
  alertSchema,
  widgetCreateSchema,
  widgetIdParamsSchema,
  widgetIdQuerySchema,
  widgetListQuerySchema,
  widgetListSchema,
  widgetSchema,
  widgetSettingsUpdateSchema,
  widgetTagsResponseSchema,
  widgetTokenQuerySchema,
} from '../contracts/widgets';
import { okResponseSchema } from '../contracts/sign-in';
import { speechPreviewBodySchema, speechVoicesSchema } from '../contracts/widget-speech';
import { widgetLibraryPickSchema, widgetLibrarySchema } from '../contracts/widget-library';
import { z } from 'zod';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

const mediaEndpoints = (kind: 'image' | 'sound') => ({
  upload: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/widgets/${kind}`,
    query: widgetIdQuerySchema.partial(),
    multipart: true,
    response: widgetSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${PRIVATE_API}/donations/widgets/${kind}`,
    query: widgetIdQuerySchema,
    response: widgetSchema,
  }),
  /** A built-in one instead of an upload. */
  pick: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/widgets/${kind}/library`,
    body: widgetLibraryPickSchema,
    response: widgetSchema,
  }),
});

const queueAction = (action: 'pause' | 'resume' | 'skip') =>
  defineEndpoint({ method: 'POST', path: `${PRIVATE_API}/donations/queue/${action}`, response: okResponseSchema });

/** A streamer's overlay widgets, their media, and the alert queue. */
export const widgetEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/widgets`,
    query: widgetListQuerySchema,
    response: widgetListSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/widgets`,
    body: widgetCreateSchema,
    response: widgetSchema,
  }),
  tags: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/widgets/tags`,
    query: widgetListQuerySchema,
    response: widgetTagsResponseSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/widgets/:id`,
    params: widgetIdParamsSchema,
    response: widgetSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${PRIVATE_API}/donations/widgets/:id`,
    params: widgetIdParamsSchema,
    response: okResponseSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/widgets/settings`,
    body: widgetSettingsUpdateSchema,
    response: widgetSchema,
  }),
  rotateToken: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/widgets/:id/rotate-token`,
    params: widgetIdParamsSchema,
    response: widgetSchema,
  }),
  library: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/widgets/library`,
    response: widgetLibrarySchema,
  }),
  image: mediaEndpoints('image'),
  sound: mediaEndpoints('sound'),
};

/** The voices alerts can read messages with, and a sample read aloud. */
export const speechEndpoints = {
  voices: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/tts/voices`,
    response: speechVoicesSchema,
  }),
  /** Answers the audio itself: `audio/ogg`, `audio/mpeg` or `audio/wav`. */
  preview: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/tts/preview`,
    body: speechPreviewBodySchema,
    binary: true,
    response: z.string().describe('The audio'),
  }),
};

/** The alert queue behind the widgets. */
export const alertQueueEndpoints = {
  testDonation: defineEndpoint({ method: 'POST', path: `${PRIVATE_API}/donation/queue/test`, response: alertSchema }),
  testOrder: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donation/queue/test-order`,
    response: alertSchema,
  }),
  state: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/donations/queue`, response: alertQueueSchema }),
  pause: queueAction('pause'),
  resume: queueAction('resume'),
  skip: queueAction('skip'),
  replay: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/queue/replay`,
    body: alertReplayBodySchema,
    response: alertSchema,
  }),
};

/** The overlay page asks whether its token names a live widget, so a wrong address is a 404 page. */
export const widgetOverlayEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/widget/check`,
    query: widgetTokenQuerySchema,
    response: okResponseSchema,
  }),
};
