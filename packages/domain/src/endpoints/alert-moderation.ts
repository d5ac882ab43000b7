import {
  alertApproveBodySchema,
  alertChannelsSchema,
  alertModerationSchema,
  alertModerationUpdateSchema,
  alertModeratorAddSchema,
  alertModeratorParamsSchema,
  alertModeratorSchema,
  alertModeratorsSchema,
  channelAlertParamsSchema,
  channelBanWordBodySchema,
  channelParamsSchema,
  remoteQueueSchema,
} from '../contracts/alert-moderation';
import { okResponseSchema } from '../contracts/sign-in';
import { defineEndpoint, PRIVATE_API } from './define';

const CHANNEL = `${PRIVATE_API}/donations/channels/:streamerId` as const;

const alertAction = (action: 'skip' | 'hide-message' | 'replay') =>
  defineEndpoint({
    method: 'POST',
    path: `${CHANNEL}/alerts/:alertId/${action}`,
    params: channelAlertParamsSchema,
    response: okResponseSchema,
  });

const queueAction = (action: 'pause' | 'resume' | 'skip') =>
  defineEndpoint({
    method: 'POST',
    path: `${CHANNEL}/queue/${action}`,
    params: channelParamsSchema,
    response: okResponseSchema,
  });

/** The streamer's choice of how alerts reach the screen, and their moderators. */
export const alertModerationEndpoints = {
  get: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/donations/moderation`, response: alertModerationSchema }),
  save: defineEndpoint({
    method: 'PUT',
    path: `${PRIVATE_API}/donations/moderation`,
    body: alertModerationUpdateSchema,
    response: alertModerationSchema,
  }),
  moderators: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/moderators`,
    response: alertModeratorsSchema,
  }),
  addModerator: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/donations/moderators`,
    body: alertModeratorAddSchema,
    response: alertModeratorSchema,
  }),
  removeModerator: defineEndpoint({
    method: 'DELETE',
    path: `${PRIVATE_API}/donations/moderators/:userId`,
    params: alertModeratorParamsSchema,
    response: okResponseSchema,
  }),
};

/** The remote: a streamer's or a moderator's hand on one channel's alerts. */
export const alertRemoteEndpoints = {
  channels: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/donations/channels`,
    response: alertChannelsSchema,
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: `${CHANNEL}/queue`,
    params: channelParamsSchema,
    response: remoteQueueSchema,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${CHANNEL}/alerts/:alertId/approve`,
    params: channelAlertParamsSchema,
    body: alertApproveBodySchema,
    response: okResponseSchema,
  }),
  skip: alertAction('skip'),
  hideMessage: alertAction('hide-message'),
  replay: alertAction('replay'),
  pause: queueAction('pause'),
  resume: queueAction('resume'),
  skipCurrent: queueAction('skip'),
  addBanWord: defineEndpoint({
    method: 'POST',
    path: `${CHANNEL}/ban-words`,
    params: channelParamsSchema,
    body: channelBanWordBodySchema,
    response: okResponseSchema,
  }),
};
