import type { MediaRefusal } from '@lootmarket/domain';
import type { VideoLink } from './video-links';
import { VideoRefused, type VideoInfo, type VideoLookup } from './video-lookup';

/** The local sample clips the web app serves under `/media-samples/`; each loops for as long as it was bought. */
export const SANDBOX_CLIPS = [
  { id: 'sample-aurora', title: 'Северное сияние', durationSeconds: 95 },
  { id: 'sample-city', title: 'Ночной город', durationSeconds: 42 },
  { id: 'sample-waves', title: 'Волны на закате', durationSeconds: 212 },
] as const;

/** Video ids the sandbox refuses, so journeys and tests can see each refusal without the network. */
export const SANDBOX_REFUSING_IDS: Readonly<Record<string, MediaRefusal>> = {
  notfound000: 'not_found',
  noembed0000: 'not_embeddable',
  private0000: 'not_public',
  livestream0: 'live',
  unavailable: 'provider_down',
};

function clipFor(videoId: string) {
  let hash = 0;
  for (const char of videoId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SANDBOX_CLIPS[hash % SANDBOX_CLIPS.length]!;
}

/** The offline provider of development and tests: every valid link resolves to one of the sample clips. */
export function createSandboxVideos(): VideoLookup {
  return {
    sandbox: true,
    async lookup(link: VideoLink): Promise<VideoInfo> {
      const refusal = SANDBOX_REFUSING_IDS[link.videoId];
      if (refusal) throw new VideoRefused(refusal);
      const clip = clipFor(link.videoId);
      return {
        provider: 'sandbox',
        videoId: clip.id,
        title: `Пример: ${clip.title}`,
        durationSeconds: clip.durationSeconds,
      };
    },
  };
}
