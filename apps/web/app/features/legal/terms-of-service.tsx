import { Link } from 'react-router';
import { STORE_NAME } from '@seoul-glow/shared';
import { FREE_SHIPPING_TEXT } from '~/lib/free-shipping';
import { PolicyLayout, PolicySection, SupportMail } from './policy-layout';

const link = 'font-medium text-blush-700 underline underline-offset-4';

/** The Terms of Service: how buying from the store works, in plain words. */
export function TermsOfService() {
  return (
    <PolicyLayout
      title="Terms of Service"
      summary={
        <p>
          These terms cover buying from {STORE_NAME} and using the site and its beauty assistant. In short:
          the price you see at checkout is the price you pay, we refund in full whenever we cannot send what
          you paid for, and you have 30 days to return what you bought.
        </p>
      }
    >
      <PolicySection id="orders" title="Orders and prices">
        <ul>
          <li>
            Prices are in US dollars and come from our catalog at the moment you check out; the shipping fee
            is added before you pay.
          </li>
          <li>
            Your order is placed once your payment succeeds. If an item sells out or a price changes while you
            are paying, no order is placed and your payment is refunded in full.
          </li>
          <li>
            While the shop runs in demo mode, no real payment is taken and no parcel is sent: test cards only.
          </li>
        </ul>
      </PolicySection>
      <PolicySection id="shipping" title="Shipping and returns">
        <ul>
          <li>
            We ship to the countries listed at checkout. {FREE_SHIPPING_TEXT}; below that the fee depends on
            the country and the parcel&apos;s weight. Delivery usually takes 3-5 business days.
          </li>
          <li>Every order comes with a free sample.</li>
          <li>
            You may return unopened products within 30 days of delivery for a refund.{' '}
            <Link to="/contact" className={link}>
              Contact us
            </Link>{' '}
            first and we will tell you where to send them.
          </li>
        </ul>
      </PolicySection>
      <PolicySection id="advice" title="Beauty advice">
        <p>
          Our assistant&apos;s answers, routines and ingredient notes are general information, not medical
          advice. Patch-test new products, and see a dermatologist for a skin condition.
        </p>
      </PolicySection>
      <PolicySection id="your-order-links" title="Your order links">
        <p>
          The links in our emails open your order with your address and payment details. Keep them to
          yourself; if one was shared by mistake, it stops working after 30 days, and{' '}
          <Link to="/orders/find" className={link}>
            Find my orders
          </Link>{' '}
          sends fresh ones to your address.
        </p>
      </PolicySection>
      <PolicySection id="fair-use" title="Fair use">
        <p>
          Please use the shop as a shopper would. We limit how often forms and the assistant can be used (15
          assistant messages a day per browser) so that the shop stays fast for everyone, and we may refuse
          requests that try to break or overload it.
        </p>
      </PolicySection>
      <PolicySection id="contact" title="Questions">
        <p>
          Write to <SupportMail /> or use the{' '}
          <Link to="/contact" className={link}>
            contact form
          </Link>
          . We may update these terms; the date above says when they last changed, and the terms at the time
          of your order apply to it.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
