import { STORE_NAME } from '@seoul-glow/shared';
import { storeServices } from '~/lib/store-context';
import { Container } from '~/components/ui/container';
import { ContactAside } from '~/features/contact/contact-aside';
import { ContactForm } from '~/features/contact/contact-form';
import type { Route } from './+types/contact';
import { pageMeta } from '~/lib/social-meta';

const DESCRIPTION = `Questions about an order, a product or your skin? Contact ${STORE_NAME}: we reply within 24 hours, or ask our AI Beauty Expert 24/7.`;

export function loader({ request, context }: Route.LoaderArgs) {
  // `?orderNumber=` (from an order's 'Need Help?') prefills the form, already in the server HTML.
  const orderNumber = (new URL(request.url).searchParams.get('orderNumber') ?? '').trim().slice(0, 64);
  return { orderNumber, origin: storeServices(context).origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = `Contact Us | ${STORE_NAME}`;
  const url = loaderData ? `${loaderData.origin}/contact` : null;
  return pageMeta({ title, description: DESCRIPTION, url });
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-8 sm:py-12">
      <header className="mb-8 max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.18em] text-blush-700 uppercase">We're here to help</p>
        <h1 className="mt-2 font-display text-4xl tracking-tight text-ink sm:text-5xl">Contact Us</h1>
        <p className="mt-3 text-ink-muted">
          An order question, a product you're curious about, or a partnership idea: send us a message and our
          Seoul team will get back to you.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:gap-12">
        <section
          aria-label="Contact form"
          className="self-start rounded-card border border-line/70 bg-surface p-5 shadow-soft sm:p-8"
        >
          <ContactForm key={loaderData.orderNumber} initialOrderNumber={loaderData.orderNumber} />
        </section>
        <ContactAside />
      </div>
    </Container>
  );
}
