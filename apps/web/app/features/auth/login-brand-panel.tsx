import { Sparkles } from 'lucide-react';
import { STORE_NAME } from '@seoul-glow/shared';
import { GlowOrnament } from './glow-ornament';

/**
 * The sign-in page's brand side: a full-height blush panel beside the form on laptops, a short
 * band above it on phones.
 */
export function LoginBrandPanel() {
  return (
    <header className="relative isolate overflow-hidden bg-blush-50 px-6 pt-8 pb-28 lg:flex lg:min-h-dvh lg:flex-col lg:px-14 lg:py-12">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-32 -left-24 size-[28rem] rounded-full bg-blush-200/70 blur-3xl" />
        <div className="absolute top-1/3 -right-32 size-[26rem] rounded-full bg-peach-200/60 blur-3xl" />
        <div className="absolute -bottom-40 left-1/4 size-[30rem] rounded-full bg-lilac-200/60 blur-3xl" />
      </div>

      <p className="relative z-10 flex items-center gap-2.5">
        <span className="grid size-10 place-items-center rounded-full bg-surface/80 text-blush-600 shadow-soft ring-1 ring-blush-200">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <span className="font-display text-2xl tracking-tight text-ink">{STORE_NAME}</span>
        <span className="ml-1 rounded-full border border-blush-300/70 bg-surface/85 px-2.5 py-0.5 text-[0.6875rem] font-semibold tracking-[0.16em] text-blush-700 uppercase">
          Admin
        </span>
      </p>

      <GlowOrnament className="pointer-events-none absolute -top-10 -right-28 size-72 opacity-90 motion-safe:animate-float lg:static lg:m-auto lg:size-[min(26rem,42vh)] lg:opacity-100" />

      <div className="mt-8 hidden max-w-md lg:block">
        <p className="font-display text-4xl leading-tight text-ink xl:text-[2.75rem]">
          Every glow is cared for behind the scenes.
        </p>
        <p className="mt-4 text-base leading-relaxed text-ink-muted">
          Curate the catalog, keep categories tidy and see every order through to the doorstep.
        </p>
      </div>
    </header>
  );
}
