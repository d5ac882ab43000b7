import { z } from 'zod';
import type { VideoLink } from './video-links';
import { parseIsoDuration } from './video-links';
import { VideoRefused, type VideoInfo, type VideoLookup } from './video-lookup';

export interface YouTubeVideosOptions {
  apiKey: string;
  /** `https://www.googleapis.com` in production; a local fake in tests. */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const videoSchema = z.object({
  id: z.string(),
  snippet: z.object({ title: z.string(), liveBroadcastContent: z.string().optional() }),
  contentDetails: z.object({
    duration: z.string(),
    contentRating: z.object({ ytRating: z.string().optional() }).optional(),
    regionRestriction: z.object({ blocked: z.array(z.string()).optional() }).optional(),
  }),
  status: z.object({ privacyStatus: z.string(), embeddable: z.boolean(), uploadStatus: z.string().optional() }),
});
const listSchema = z.object({ items: z.array(z.unknown()).default([]) });

/** Why a listed video cannot be played in the overlay, or null when it can. */
function refusalOf(video: z.infer<typeof videoSchema>, durationSeconds: number | null) {
  if (video.snippet.liveBroadcastContent && video.snippet.liveBroadcastContent !== 'none') return 'live' as const;
  if (video.status.privacyStatus === 'private') return 'not_public' as const;
  if (!video.status.embeddable || video.contentDetails.contentRating?.ytRating === 'ytAgeRestricted')
    return 'not_embeddable' as const;
  if (video.contentDetails.regionRestriction?.blocked?.includes('RU')) return 'not_embeddable' as const;
  if (!durationSeconds) return 'live' as const;
  return null;
}

/**
 * YouTube Data API v3 `videos.list` with an API key: title, ISO 8601 duration, and the checks that keep
 * live, private, age-restricted and non-embeddable videos off stream. Other providers are not looked up.
 */
export function createYouTubeVideos(options: YouTubeVideosOptions): VideoLookup {
  const doFetch = options.fetch ?? fetch;
  return {
    sandbox: false,
    async lookup(link: VideoLink): Promise<VideoInfo> {
      if (link.provider !== 'youtube') throw new VideoRefused('provider_unsupported');
      const url = new URL('/youtube/v3/videos', options.baseUrl);
      url.searchParams.set('part', 'contentDetails,snippet,status');
      url.searchParams.set('id', link.videoId);
      url.searchParams.set('key', options.apiKey);
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch {
        throw new VideoRefused('provider_down');
      }
      if (!response.ok) throw new VideoRefused('provider_down');
      const list = listSchema.safeParse(await response.json().catch(() => null));
      if (!list.success) throw new VideoRefused('provider_down');
      const video = videoSchema.safeParse(list.data.items[0]);
      if (list.data.items.length === 0) throw new VideoRefused('not_found');
      if (!video.success) throw new VideoRefused('provider_down');
      const durationSeconds = parseIsoDuration(video.data.contentDetails.duration);
      const refusal = refusalOf(video.data, durationSeconds);
      if (refusal) throw new VideoRefused(refusal);
      return {
        provider: 'youtube',
        videoId: video.data.id,
        title: video.data.snippet.title,
        durationSeconds: durationSeconds!,
      };
    },
  };
}
