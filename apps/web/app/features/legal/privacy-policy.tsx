import { LIMITS, STORE_NAME } from '@seoul-glow/shared';
import { PolicyLayout, PolicySection, SupportMail } from './policy-layout';
import { PrivacyWhatWeKeep } from './privacy-what-we-keep';

/** The Privacy Policy in the store's own words: what is kept, for how long, and why. */
export function PrivacyPolicy() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      summary={
        <p>
          {STORE_NAME} keeps what it needs to sell and ship you Korean beauty, and nothing to follow you
          around the web: no advertising trackers, no analytics cookies, no selling of your data. You can ask
          for a copy of everything we keep about your email address, or for it to be erased, at any time.
        </p>
      }
    >
      <PolicySection id="who-we-are" title="Who we are">
        <p>
          {STORE_NAME} is an online shop for Korean skincare, makeup, haircare and fragrance. We decide what
          is kept about you and why. Write to <SupportMail /> with any question about your data.
        </p>
      </PolicySection>
      <PrivacyWhatWeKeep />
      <PolicySection id="how-long" title="How long we keep it">
        <ul>
          <li>
            <strong>Orders and completed payments</strong>: as long as accounting and tax law requires us to
            keep records of a sale (up to 10 years). If you ask us to erase your data, we remove your name,
            email address, street, city and postal code from your orders straight away and keep only what the
            books need: the country and state, the items and the totals.
          </li>
          <li>
            <strong>Checkouts that never became an order</strong>: the email address is removed after 90 days.
          </li>
          <li>
            <strong>Contact messages</strong>: two years, then deleted.
          </li>
          <li>
            <strong>Copies of emails we sent</strong>: 90 days after sending, then deleted.
          </li>
          <li>
            <strong>Reviews</strong>: while the product is sold; erasing your data deletes them and their
            photos.
          </li>
          <li>
            <strong>Back-in-stock requests</strong>: 90 days after we told you, or a year if the product never
            comes back.
          </li>
          <li>
            <strong>The Glow List</strong>: until you ask us to take you off.
          </li>
          <li>
            <strong>Assistant message counts</strong>: two days. <strong>Rate-limit counters</strong>: until
            their window closes, at most an hour.
          </li>
          <li>
            <strong>Order links</strong> in our emails work for {LIMITS.orderLinkDays} days; after that, your
            email address or a fresh link opens the order.
          </li>
        </ul>
      </PolicySection>
      <PolicySection id="who-sees-it" title="Who sees it">
        <p>
          Our team, in our admin area. The companies that run the services we use for you: our email provider
          (to deliver our emails), Stripe when card payments go through Stripe (your card details go to Stripe
          directly, never through our database), and, when the assistant uses an AI service, that service for
          the questions you ask it. Nobody else, and never for advertising.
        </p>
      </PolicySection>
      <PolicySection id="your-rights" title="Your rights">
        <p>
          You may ask for a copy of everything we keep about your email address (we send it as a file you can
          read or take elsewhere), for a correction, or for it to be erased: messages and newsletter sign-ups
          are deleted and orders are kept for the books without your name, address or email. Write to{' '}
          <SupportMail /> from the address concerned; we answer within 30 days. You may also complain to your
          data protection authority.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
