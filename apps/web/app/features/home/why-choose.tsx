import { Bot, Gift, RotateCcw, Truck } from 'lucide-react';
import { STORE_NAME } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';
import { FREE_SHIPPING_TEXT } from '~/lib/free-shipping';

/** The marketing claims of docs/product.md#what-the-store-does, word for word. */
const REASONS = [
  { Icon: Truck, title: FREE_SHIPPING_TEXT, text: 'Tracked delivery to your door, on us.' },
  { Icon: Gift, title: 'Free Sample with every order', text: 'Discover a new favourite in every parcel.' },
  { Icon: RotateCcw, title: '30-day returns', text: 'Not your match? Send it back within 30 days.' },
  { Icon: Bot, title: 'AI Beauty Expert 24/7', text: 'Personal routines and answers, day or night.' },
] as const;

const STATS = [
  { value: '50K+', label: 'happy customers' },
  { value: '98%', label: 'customer satisfaction' },
] as const;

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.25fr] lg:items-center">
        <div>
          <SectionHeading
            id="why-title"
            eyebrow={`The ${STORE_NAME} promise`}
            title={`Why choose ${STORE_NAME}`}
            description="Authentic Korean beauty, hand-picked and shipped with care, with expert advice whenever you need it."
          />
          <dl className="mt-8 grid max-w-md grid-cols-2 gap-4">
            {STATS.map((stat) => (
              <div key={stat.label} className="rounded-card bg-blush-600 px-5 py-6 text-white shadow-glow">
                <dt className="sr-only">{stat.label}</dt>
                <dd>
                  <span className="block font-display text-4xl sm:text-5xl">{stat.value}</span>
                  <span aria-hidden="true" className="mt-1 block text-sm text-white">
                    {stat.label}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {REASONS.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="grid grid-cols-[auto_1fr] gap-x-4 rounded-card border border-line/70 bg-surface p-5 shadow-soft sm:block sm:p-6"
            >
              <span
                aria-hidden="true"
                className="row-span-2 grid size-11 place-items-center rounded-full bg-blush-50 text-blush-700"
              >
                <Icon className="size-5" strokeWidth={1.75} />
              </span>
              <h3 className="self-center font-semibold text-pretty text-ink sm:mt-4">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted sm:mt-1.5">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
