import type { MediaPlayerCommand, MediaSettings } from '@lootmarket/domain';
import { streamerMediaEndpoints } from '@lootmarket/domain/endpoints/media';
import { api } from '#app/lib/api/browser';

export type MediaDecision = 'approve' | 'reject' | 'skip';

/** The streamer's calls about paid videos; a remote page can use the same. */
export const mediaApi = {
  saveSettings: (settings: MediaSettings) => api.call(streamerMediaEndpoints.saveSettings, { body: settings }),
  queue: () => api.call(streamerMediaEndpoints.queue),
  decide: (id: string, decision: MediaDecision) => api.call(streamerMediaEndpoints[decision], { params: { id } }),
  player: (command: MediaPlayerCommand) => api.call(streamerMediaEndpoints.player, { body: command }),
};
