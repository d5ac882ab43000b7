import type { AlertModerationUpdate } from '@lootmarket/domain';
import { alertModerationEndpoints, alertRemoteEndpoints } from '@lootmarket/domain/endpoints/alert-moderation';
import { api } from '#app/lib/api/browser';

export type AlertAction = 'skip' | 'hideMessage' | 'replay';
export type QueueAction = 'pause' | 'resume' | 'skipCurrent';

/** The remote's and the moderation settings' calls. */
export const remoteApi = {
  queue: (streamerId: number) => api.call(alertRemoteEndpoints.queue, { params: { streamerId } }),
  channels: () => api.call(alertRemoteEndpoints.channels),
  approve: (streamerId: number, alertId: string, hideMessage = false) =>
    api.call(alertRemoteEndpoints.approve, { params: { streamerId, alertId }, body: { hideMessage } }),
  alert: (action: AlertAction, streamerId: number, alertId: string) =>
    api.call(alertRemoteEndpoints[action], { params: { streamerId, alertId } }),
  control: (action: QueueAction, streamerId: number) =>
    api.call(alertRemoteEndpoints[action], { params: { streamerId } }),
  addBanWord: (streamerId: number, word: string) =>
    api.call(alertRemoteEndpoints.addBanWord, { params: { streamerId }, body: { word } }),
  moderation: () => api.call(alertModerationEndpoints.get),
  saveModeration: (update: AlertModerationUpdate) => api.call(alertModerationEndpoints.save, { body: update }),
  moderators: () => api.call(alertModerationEndpoints.moderators),
  addModerator: (email: string) => api.call(alertModerationEndpoints.addModerator, { body: { email } }),
  removeModerator: (userId: number) => api.call(alertModerationEndpoints.removeModerator, { params: { userId } }),
};

export const remoteHref = (streamerId: number): string => `/remote/${streamerId}`;
