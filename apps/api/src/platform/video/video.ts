import { sandboxesEnabled, type AppConfig } from '../../config';
import { createSandboxVideos } from './sandbox-videos';
import { VideoRefused, type VideoLookup } from './video-lookup';
import { createYouTubeVideos } from './youtube-videos';

export type { VideoInfo, VideoLookup } from './video-lookup';
export { VideoRefused };
export { parseVideoLink, type VideoLink } from './video-links';

/** With no provider configured outside the sandboxes, no video can be checked. */
const noVideos: VideoLookup = {
  sandbox: false,
  lookup: () => Promise.reject(new VideoRefused('provider_down')),
};

/** YouTube when a key is configured; the offline sample clips while sandboxes are on; otherwise none. */
export function videoLookupFromConfig(
  config: Pick<AppConfig, 'YOUTUBE_API_KEY' | 'YOUTUBE_API_URL' | 'VIDEO_LOOKUP_TIMEOUT_MS' | 'APP_ENV' | 'SANDBOXES'>,
): VideoLookup {
  if (!config.YOUTUBE_API_KEY) return sandboxesEnabled(config) ? createSandboxVideos() : noVideos;
  return createYouTubeVideos({
    apiKey: config.YOUTUBE_API_KEY,
    baseUrl: config.YOUTUBE_API_URL,
    timeoutMs: config.VIDEO_LOOKUP_TIMEOUT_MS,
  });
}
