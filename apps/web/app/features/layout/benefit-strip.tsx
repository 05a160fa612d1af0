import { Bot, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { Container } from '~/components/ui/container';
import { FREE_SHIPPING_OVER } from '~/lib/free-shipping';

/** docs/product.md#screens-and-routes: the footer's four promises. */
const BENEFITS = [
  { Icon: Truck, title: 'Free Shipping', text: `on orders over ${FREE_SHIPPING_OVER}` },
  { Icon: ShieldCheck, title: 'Secure Payment', text: 'SSL encrypted checkout' },
  { Icon: RotateCcw, title: '30-Day Returns', text: 'Easy, hassle-free returns' },
  { Icon: Bot, title: 'AI Beauty Expert 24/7', text: 'Personalised skincare advice' },
] as const;

export function BenefitStrip() {
  return (
    <section aria-label="Our promises" className="border-t border-line bg-cream">
      <Container>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-6 py-8 lg:grid-cols-4 lg:py-10">
          {BENEFITS.map(({ Icon, title, text }) => (
            <li key={title} className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-full bg-blush-100 text-blush-700"
              >
                <Icon className="size-5" strokeWidth={1.75} />
              </span>
              <span>
                <span className="block text-sm font-semibold text-ink">{title}</span>
                <span className="block text-sm text-ink-muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
