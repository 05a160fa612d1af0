import { ownEntry } from '@seoul-glow/shared';

/** docs/product.md#validation: video links are YouTube, TikTok, Vimeo, a direct mp4/webm/ogg file, or a plain link. */
export type VideoSource =
  | { kind: 'youtube' | 'vimeo' | 'tiktok'; embedUrl: string; url: string; platform: string }
  | { kind: 'file'; url: string; mimeType: string; platform: string }
  | { kind: 'link'; url: string; platform: string };

const FILE_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
};

/** docs/product.md#what-the-store-keeps: a product's videoLink is a string, or a list whose first entry is used. */
export function firstVideoLink(value: unknown): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
}

export function parseVideoLink(link: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const href = url.toString();
  const host = url.hostname.replace(/^(www\.|m\.)/, '');

  if (
    host === 'youtube.com' ||
    host === 'youtu.be' ||
    host === 'youtube-nocookie.com' ||
    host === 'music.youtube.com'
  ) {
    const id = youtubeId(url, host);
    return id
      ? {
          kind: 'youtube',
          embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
          url: href,
          platform: 'YouTube',
        }
      : { kind: 'link', url: href, platform: 'YouTube' };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.match(/(?:^|\/)(\d{5,})(?:\/|$)/)?.[1];
    return id
      ? {
          kind: 'vimeo',
          embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
          url: href,
          platform: 'Vimeo',
        }
      : { kind: 'link', url: href, platform: 'Vimeo' };
  }
  if (host === 'tiktok.com') {
    const id = url.pathname.match(/\/video\/(\d{8,})/)?.[1];
    return id
      ? { kind: 'tiktok', embedUrl: `https://www.tiktok.com/embed/v2/${id}`, url: href, platform: 'TikTok' }
      : { kind: 'link', url: href, platform: 'TikTok' };
  }
  const extension = url.pathname.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const mimeType = extension ? ownEntry(FILE_TYPES, extension) : undefined;
  if (mimeType) {
    return { kind: 'file', url: href, mimeType, platform: url.hostname };
  }
  return { kind: 'link', url: href, platform: url.hostname };
}

function youtubeId(url: URL, host: string): string | null {
  const candidate =
    host === 'youtu.be'
      ? url.pathname.slice(1).split('/')[0]
      : (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/)?.[1]);
  return candidate && /^[\w-]{11}$/.test(candidate) ? candidate : null;
}
