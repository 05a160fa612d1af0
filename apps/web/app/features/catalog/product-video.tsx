import { useEffect, useRef, useState } from 'react';
import { ExternalLink, Play } from 'lucide-react';
import { MESSAGES } from '@seoul-glow/shared';
import type { VideoSource } from './video-link';

/** How long an embedded player may take to load before we offer the original link instead. */
const EMBED_TIMEOUT_MS = 15_000;

/**
 * The product video. Embeds are a click-to-play facade: no third-party frame or script loads
 * until the shopper asks for it (fast first visit, no tracking before consent).
 */
export function ProductVideo({
  source,
  productName,
  poster,
}: {
  source: VideoSource;
  productName: string;
  /** The product's picture, the cover of a direct video file until it plays. */
  poster?: string;
}) {
  if (source.kind === 'link') {
    return (
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 text-sm font-semibold text-blush-700 underline underline-offset-4 hover:text-blush-800"
      >
        <Play aria-hidden="true" className="size-4" />
        Watch the product video on {source.platform}
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </a>
    );
  }
  return (
    <figure className="space-y-2">
      {source.kind === 'file' ? (
        <FileVideo source={source} productName={productName} poster={poster} />
      ) : (
        <EmbeddedVideo source={source} productName={productName} />
      )}
    </figure>
  );
}

function VideoFailed({ url, platform }: { url: string; platform: string }) {
  return (
    <div
      role="alert"
      className="grid aspect-video place-items-center rounded-2xl border border-line bg-canvas p-6 text-center"
    >
      <div>
        <p className="font-semibold text-ink">{MESSAGES.video.loadFailed}</p>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-blush-700 underline underline-offset-4"
        >
          Watch on {platform}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </div>
    </div>
  );
}

function FileVideo({
  source,
  productName,
  poster,
}: {
  source: Extract<VideoSource, { kind: 'file' }>;
  productName: string;
  poster?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <VideoFailed url={source.url} platform={source.platform} />;
  return (
    // preload="none" keeps the file unloaded until play, so without a poster the player would be
    // a black 0:00 box: the product's picture stands in as its cover.
    <video
      controls
      preload="none"
      playsInline
      poster={poster}
      aria-label={`${productName} video`}
      onError={() => setFailed(true)}
      className="aspect-video w-full rounded-2xl bg-ink"
    >
      {/* An error on the <source> (not the <video>) is what fires when the file cannot load. */}
      <source src={source.url} type={source.mimeType} onError={() => setFailed(true)} />
    </video>
  );
}

function EmbeddedVideo({
  source,
  productName,
}: {
  source: Extract<VideoSource, { kind: 'youtube' | 'vimeo' | 'tiktok' }>;
  productName: string;
}) {
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (state === 'failed') return <VideoFailed url={source.url} platform={source.platform} />;
  const tall = source.kind === 'tiktok';
  if (state === 'idle') {
    return (
      <button
        type="button"
        onClick={() => {
          setState('loading');
          timer.current = setTimeout(
            () => setState((s) => (s === 'loading' ? 'failed' : s)),
            EMBED_TIMEOUT_MS,
          );
        }}
        className={`group relative grid w-full place-items-center overflow-hidden rounded-2xl bg-gradient-to-br from-blush-200 via-peach-100 to-lilac-200 ${tall ? 'mx-auto aspect-[9/16] max-w-xs' : 'aspect-video'}`}
      >
        <span className="grid size-16 place-items-center rounded-full bg-ink text-white shadow-lift transition-transform group-hover:scale-105">
          <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
        </span>
        <span className="absolute bottom-3 left-3 rounded-full bg-surface/90 px-3 py-1 text-xs font-semibold text-ink">
          Play video · {source.platform}
        </span>
        <span className="sr-only">{` ${productName}`}</span>
      </button>
    );
  }
  return (
    <iframe
      src={source.embedUrl}
      title={`${productName} video on ${source.platform}`}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => {
        clearTimeout(timer.current);
        setState('ready');
      }}
      onError={() => setState('failed')}
      className={`w-full rounded-2xl border-0 bg-ink ${tall ? 'mx-auto aspect-[9/16] max-w-xs' : 'aspect-video'}`}
    />
  );
}
