import type { MediaProvider, MediaRefusal } from '@lootmarket/domain';
import type { VideoLink } from './video-links';

/** What a provider says about a video: only playable, public, embeddable videos get this far. */
export interface VideoInfo {
  /** Where it plays from: the sandbox answers every link with one of its local sample clips. */
  provider: MediaProvider;
  videoId: string;
  title: string;
  durationSeconds: number;
}

/** A video that cannot go on stream, with its stable reason. */
export class VideoRefused extends Error {
  constructor(readonly reason: MediaRefusal) {
    super(reason);
    this.name = 'VideoRefused';
  }
}

/** Looks videos up at their provider; throws VideoRefused for a video that cannot be shown. */
export interface VideoLookup {
  sandbox: boolean;
  lookup(link: VideoLink): Promise<VideoInfo>;
}
