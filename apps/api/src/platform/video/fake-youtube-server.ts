import Fastify from 'fastify';

export const FAKE_YOUTUBE_KEY = 'AIza-test-youtube-key';

export interface FakeYouTubeVideo {
  id: string;
  title: string;
  duration: string;
  privacyStatus?: 'public' | 'unlisted' | 'private';
  embeddable?: boolean;
  liveBroadcastContent?: 'none' | 'live' | 'upcoming';
  ageRestricted?: boolean;
}

/**
 * YouTube Data API v3 `GET /youtube/v3/videos` on 127.0.0.1, answering as Google does: 400 without a
 * `part` or `id`, 400 `keyInvalid` for a wrong key, `items: []` for an unknown id, and the requested parts.
 */
export async function startFakeYouTube(videos: FakeYouTubeVideo[]) {
  const app = Fastify({ logger: false });
  const known = new Map(videos.map((video) => [video.id, video]));
  const requests: Record<string, string>[] = [];
  let failures = 0;
  const error = (code: number, reason: string) => ({ error: { code, message: reason, errors: [{ reason }] } });

  app.get('/youtube/v3/videos', async (request, reply) => {
    const query = request.query as Record<string, string>;
    requests.push(query);
    if (failures > 0) {
      failures -= 1;
      return reply.code(503).send(error(503, 'backendError'));
    }
    if (query.key !== FAKE_YOUTUBE_KEY) return reply.code(400).send(error(400, 'keyInvalid'));
    if (!query.part || !query.id) return reply.code(400).send(error(400, 'missingRequiredParameter'));
    const parts = new Set(query.part.split(','));
    const items = query.id
      .split(',')
      .map((id) => known.get(id))
      .filter((video) => video !== undefined)
      .map((video) => ({
        kind: 'youtube#video',
        id: video.id,
        ...(parts.has('snippet')
          ? { snippet: { title: video.title, liveBroadcastContent: video.liveBroadcastContent ?? 'none' } }
          : {}),
        ...(parts.has('contentDetails')
          ? {
              contentDetails: {
                duration: video.duration,
                ...(video.ageRestricted ? { contentRating: { ytRating: 'ytAgeRestricted' } } : {}),
              },
            }
          : {}),
        ...(parts.has('status')
          ? {
              status: {
                uploadStatus: 'processed',
                privacyStatus: video.privacyStatus ?? 'public',
                embeddable: video.embeddable ?? true,
              },
            }
          : {}),
      }));
    return { kind: 'youtube#videoListResponse', items, pageInfo: { totalResults: items.length } };
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    requests,
    failNext: (count: number) => void (failures = count),
    close: () => app.close(),
  };
}
