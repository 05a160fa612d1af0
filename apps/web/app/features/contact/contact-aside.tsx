import { Link } from 'react-router';
import { Clock, MessageCircleHeart, Package, RotateCcw, Sparkles, Truck } from 'lucide-react';
import { SUPPORT_EMAIL } from '@seoul-glow/shared';
import { FREE_SHIPPING_TEXT } from '~/lib/free-shipping';

const QUICK_HELP = [
  {
    Icon: Package,
    title: 'Track an Order',
    text: 'Your order number is in your confirmation email. Open the tracking link in it to see every step.',
  },
  {
    Icon: Truck,
    title: 'Shipping',
    text: `${FREE_SHIPPING_TEXT}. Orders arrive in 3-5 business days, with a Free Sample in every box.`,
  },
  {
    Icon: RotateCcw,
    title: 'Returns',
    text: 'Not in love? Return it within 30 days: our satisfaction guarantee covers every product.',
  },
] as const;

/** The AI-chat promo (a chat trigger), quick-help cards and the 'Quick Response' note (docs/product.md#screens-and-routes). */
export function ContactAside() {
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="ai-promo-title"
        className="rounded-card bg-gradient-to-br from-ink to-blush-800 p-6 text-white shadow-lift"
      >
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.16em] text-blush-100 uppercase">
          <Sparkles aria-hidden="true" className="size-3.5" /> Instant answers
        </p>
        <h2 id="ai-promo-title" className="mt-2 font-display text-2xl">
          Ask our AI Beauty Expert
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-blush-50">
          Skin questions at midnight? Get ingredient advice, a routine for your skin type or a photo analysis
          right now, 24/7.
        </p>
        <button
          type="button"
          data-chat-trigger="contact"
          className="mt-4 inline-flex h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-ink hover:bg-blush-50"
        >
          <MessageCircleHeart aria-hidden="true" className="size-4.5 text-blush-600" />
          Start a Chat
        </button>
      </section>

      <section aria-labelledby="quick-help-title">
        <h2 id="quick-help-title" className="mb-3 font-display text-2xl text-ink">
          Quick Help
        </h2>
        <ul className="grid gap-3">
          {QUICK_HELP.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-2xl border border-line/70 bg-surface p-4">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-blush-50 text-blush-700"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{title}</h3>
                <p className="mt-0.5 text-sm leading-relaxed text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-muted">
          Browse our{' '}
          <Link to="/products" className="font-semibold text-blush-700 underline underline-offset-4">
            products
          </Link>{' '}
          or write to{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-semibold text-blush-700 underline underline-offset-4"
          >
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </section>

      <section
        aria-labelledby="quick-response-title"
        className="flex gap-3 rounded-2xl border border-sage-200 bg-sage-50 p-4"
      >
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-700" />
        <div>
          <h2 id="quick-response-title" className="font-semibold text-ink">
            Quick Response
          </h2>
          <p className="mt-0.5 text-sm leading-relaxed text-ink-muted">
            We reply within 24 hours, typically in 2-4 hours during business hours (Mon-Fri, 9am-6pm KST).
          </p>
        </div>
      </section>
    </div>
  );
}
