import type { MediaProvider } from '@lootmarket/domain';

/** A video a link points at: only these three fields ever reach a player, never the link itself. */
export interface VideoLink {
  provider: Exclude<MediaProvider, 'sandbox'>;
  videoId: string;
  startSeconds: number;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const RUTUBE_ID = /^[a-f0-9]{32}$/;
const VK_ID = /^-?\d{1,12}_\d{1,12}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_NOCOOKIE = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const RUTUBE_HOSTS = new Set(['rutube.ru', 'www.rutube.ru']);
const VK_HOSTS = new Set(['vk.com', 'www.vk.com', 'm.vk.com', 'vkvideo.ru', 'www.vkvideo.ru', 'm.vkvideo.ru']);

/**
 * `t=` / `start=` as YouTube writes it: plain seconds (`90`, `90s`) or `1h2m3s`; anything else is 0.
 */
export function parseStartTime(value: string | null | undefined): number {
  if (!value) return 0;
  if (/^\d{1,6}s?$/.test(value)) return Number.parseInt(value, 10);
  const match = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(value);
  if (!match || value === '') return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function toUrl(text: string): URL | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 500) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtube(url: URL, host: string): VideoLink | null {
  const start = parseStartTime(url.searchParams.get('t') ?? url.searchParams.get('start'));
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_NOCOOKIE.has(host)) id = /^\/embed\/([^/]+)/.exec(url.pathname)?.[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:shorts|embed|live|v)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', videoId: id, startSeconds: start } : null;
}

function rutube(url: URL): VideoLink | null {
  const id = /^\/(?:video|play\/embed|shorts)\/([a-f0-9]{32})\/?$/.exec(url.pathname)?.[1];
  return id && RUTUBE_ID.test(id)
    ? { provider: 'rutube', videoId: id, startSeconds: parseStartTime(url.searchParams.get('t')) }
    : null;
}

function vk(url: URL): VideoLink | null {
  const fromPath = /^\/(?:video|clip)(-?\d{1,12}_\d{1,12})\/?$/.exec(url.pathname)?.[1];
  const fromQuery = /^(?:video|clip)(-?\d{1,12}_\d{1,12})$/.exec(url.searchParams.get('z')?.split('/')[0] ?? '')?.[1];
  const embed =
    url.pathname === '/video_ext.php' ? `${url.searchParams.get('oid')}_${url.searchParams.get('id')}` : undefined;
  const id = fromPath ?? fromQuery ?? embed;
  return id && VK_ID.test(id)
    ? { provider: 'vk', videoId: id, startSeconds: parseStartTime(url.searchParams.get('t')) }
    : null;
}

/** The provider and video id of a pasted link, or null for anything that is not a video we can embed. */
export function parseVideoLink(text: string): VideoLink | null {
  const url = toUrl(text);
  if (!url || url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host) || YOUTUBE_NOCOOKIE.has(host)) return youtube(url, host);
  if (RUTUBE_HOSTS.has(host)) return rutube(url);
  if (VK_HOSTS.has(host)) return vk(url);
  return null;
}

/**
 * An ISO 8601 duration as YouTube gives it (`PT4M13S`, `P1DT2H`, `PT0S`) in whole seconds, or null when it
 * is not one. Years and months have no fixed length and are refused.
 */
export function parseIsoDuration(value: string): number | null {
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return null;
  const [, weeks = '0', days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return (
    Number(weeks) * 604_800 +
    Number(days) * 86_400 +
    Number(hours) * 3_600 +
    Number(minutes) * 60 +
    Math.floor(Number(seconds))
  );
}
