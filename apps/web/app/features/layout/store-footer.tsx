import { Link } from 'react-router';
import { Bot, Camera, FlaskConical, Mail, Sparkles } from 'lucide-react';
import { STORE_NAME, SUPPORT_EMAIL } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { categoryHref } from '~/lib/catalog/category-look';
import { BenefitStrip } from './benefit-strip';
import { BrandMark } from '~/components/brand/brand-logo';
import { LegalLinks } from './legal-links';
import { SocialLinks } from './social-links';

/**
 * Buttons that open the AI assistant. The assistant listens for clicks on `[data-chat-trigger]`;
 * the attribute's value hints at the topic to start with.
 */
const AI_FEATURES = [
  { Icon: Camera, label: 'Skin & Label Check', topic: 'skin-analysis' },
  { Icon: Sparkles, label: 'Routine Builder', topic: 'routine' },
  { Icon: FlaskConical, label: 'Ingredient Checker', topic: 'ingredients' },
  { Icon: Bot, label: 'Ask the Beauty Expert', topic: 'chat' },
] as const;

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Shop All' },
  { to: '/guide', label: 'Skincare Guide' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/cart', label: 'Cart' },
  { to: '/orders/find', label: 'Find My Orders' },
  { to: '/contact', label: 'Contact Us' },
] as const;

const heading = 'mb-4 text-xs font-semibold tracking-[0.2em] text-blush-200 uppercase';
const footerLink =
  'inline-flex min-h-10 items-center text-sm text-white/80 transition-colors hover:text-white hover:underline underline-offset-4';

/** docs/product.md#screens-and-routes footer. `year` comes from the server (loader) so the copyright line hydrates as rendered. */
export function StoreFooter({ categories, year }: { categories: string[]; year: number }) {
  return (
    <footer>
      <BenefitStrip />
      <div className="bg-ink text-white">
        <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:gap-8">
          <div className="col-span-2 space-y-5 lg:col-span-1">
            <Link to="/" className="inline-flex min-h-11 items-center gap-2.5">
              <BrandMark className="size-9" />
              <span className="font-display text-2xl tracking-tight">
                {STORE_NAME}
                <span className="sr-only">, home</span>
              </span>
            </Link>
            <p className="max-w-xs text-sm leading-relaxed text-white/75">
              Curated Korean skincare, makeup, haircare and fragrance, with an AI beauty expert to help you
              find your glow.
            </p>
            <SocialLinks />
          </div>

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={heading}>
              Quick Links
            </h2>
            <ul className="space-y-0.5">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-categories">
            <h2 id="footer-categories" className={heading}>
              Categories
            </h2>
            <ul className="space-y-0.5">
              {categories.map((name) => (
                <li key={name}>
                  <Link to={categoryHref(name)} className={footerLink}>
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="col-span-2 sm:col-span-1 lg:col-span-1">
            <h2 className={heading}>AI Features</h2>
            <ul className="space-y-2">
              {AI_FEATURES.map(({ Icon, label, topic }) => (
                <li key={topic}>
                  <button
                    type="button"
                    data-chat-trigger={topic}
                    className="group flex min-h-11 w-full items-center gap-3 rounded-xl bg-white/5 px-3 text-left text-sm text-white/85 ring-1 ring-white/10 transition-colors hover:bg-white/10 hover:text-white"
                  >
                    <Icon aria-hidden="true" className="size-4 text-blush-200" strokeWidth={1.75} />
                    {label}
                  </button>
                </li>
              ))}
            </ul>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`${footerLink} mt-4 gap-2`}>
              <Mail aria-hidden="true" className="size-4 text-blush-200" />
              {SUPPORT_EMAIL}
            </a>
          </div>
        </Container>

        <div className="border-t border-white/10">
          {/* Room below the last row for the assistant's floating button (bottom right, 56 px). */}
          <Container className="flex flex-col items-center justify-between gap-2 pt-5 pb-24 text-center sm:flex-row sm:text-left">
            <p className="text-sm text-white/75">{`© ${year} ${STORE_NAME}. All rights reserved.`}</p>
            <LegalLinks />
          </Container>
        </div>
      </div>
    </footer>
  );
}
