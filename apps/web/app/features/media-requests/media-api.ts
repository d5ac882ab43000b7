import type { MediaPlayer, MediaPlayerCommand, MediaSettings } from '@lootmarket/domain';
import { channelMediaEndpoints, streamerMediaEndpoints } from '@lootmarket/domain/endpoints/media';
import { api } from '#app/lib/api/browser';

export type MediaDecision = 'approve' | 'reject' | 'skip';

/** The player and queue controls, on the streamer's own page or on a channel's remote. */
export interface MediaControlsApi {
  decide(id: string, decision: MediaDecision): Promise<unknown>;
  player(command: MediaPlayerCommand): Promise<MediaPlayer>;
}

/** The streamer's calls about paid videos. */
export const mediaApi = {
  saveSettings: (settings: MediaSettings) => api.call(streamerMediaEndpoints.saveSettings, { body: settings }),
  queue: () => api.call(streamerMediaEndpoints.queue),
  decide: (id: string, decision: MediaDecision) => api.call(streamerMediaEndpoints[decision], { params: { id } }),
  player: (command: MediaPlayerCommand) => api.call(streamerMediaEndpoints.player, { body: command }),
};

/** The same controls on one channel's remote, for its streamer or a moderator. */
export const channelMediaApi = (streamerId: number): MediaControlsApi => ({
  decide: (id, decision) => api.call(channelMediaEndpoints[decision], { params: { streamerId, id } }),
  player: (command) => api.call(channelMediaEndpoints.player, { params: { streamerId }, body: command }),
});
