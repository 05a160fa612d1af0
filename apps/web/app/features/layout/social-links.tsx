import type { ReactNode } from 'react';
import { STORE_NAME } from '@seoul-glow/shared';

/** Brand glyphs drawn in lucide's outline style (lucide ships no brand icons). */
const ICONS: Record<string, ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r=".6" fill="currentColor" />
    </>
  ),
  TikTok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.5 5 4.8" />,
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.3 4.8 2.7-4.8 2.7Z" fill="currentColor" />
    </>
  ),
  Facebook: (
    <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H8.5v3h2.7V21" />
  ),
  Pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M11 10.5c-.6 2.8-1.3 6-2 8.3M10.4 13c.5.8 1.3 1.2 2.3 1.2 2.2 0 3.6-2 3.6-4.2 0-2.3-1.9-3.8-4.2-3.8-2.5 0-4.2 1.8-4.2 3.8 0 .8.3 1.6.9 2" />
    </>
  ),
};

const PROFILES: Array<{ name: keyof typeof ICONS; href: string }> = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'TikTok', href: 'https://www.tiktok.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/' },
];

/** Round social icon links, each named for screen readers ("Seoul Glow on Instagram"). */
export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-2">
      {PROFILES.map(({ name, href }) => (
        <li key={name}>
          <a
            href={href}
            rel="noopener noreferrer"
            aria-label={`${STORE_NAME} on ${name}`}
            className="grid size-11 place-items-center rounded-full bg-white/8 text-white ring-1 ring-white/15 transition-colors hover:bg-blush-600 hover:ring-blush-600"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {ICONS[name]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
