import { Link } from 'react-router';
import { PolicySection } from './policy-layout';

/** docs/product.md#what-the-store-keeps, as a shopper would want it said. */
export function PrivacyWhatWeKeep() {
  return (
    <PolicySection id="what-we-keep" title="What we keep, and why">
      <ul>
        <li>
          <strong>Your orders</strong>: your name, email address and shipping address, what you bought and
          what it cost, the card&apos;s brand and last four digits, the tracking number and each status
          change. We need them to pack and ship your parcel, to send the confirmation and status emails, to
          answer your questions and to keep our accounts.
        </li>
        <li>
          <strong>Payments started at checkout</strong>: your email address, country, the amount and whether
          the payment went through. Your card number is never stored and never written to our logs; only its
          brand and last four digits are kept. A promo code you use is kept with the order and your email
          address, so that a once-per-customer code is used once.
        </li>
        <li>
          <strong>Messages you send us</strong> through the contact form: your name, email address, the
          subject, your message and an order number if you give one, so that we can answer.
        </li>
        <li>
          <strong>Reviews you write</strong>: your rating, title and text, the skin type, concerns and age
          range you give, your photos, and the order they belong to. The product page shows them with your
          first name and initial only, to help other shoppers choose.
        </li>
        <li>
          <strong>Back-in-stock requests</strong>: the email address and the product, to tell you once when it
          is back.
        </li>
        <li>
          <strong>The Glow List</strong>: the email address you sign up with, to send you the newsletter.
        </li>
        <li>
          <strong>A copy of each email we send you</strong> (order confirmations, status changes, links to
          your orders), so the email can be delivered and our support team can see what you received.
        </li>
        <li>
          <strong>The beauty assistant</strong>: your questions go to our server to be answered (and, when we
          use an AI service to write the answers, to that service); we do not keep the conversation. We count
          each browser&apos;s messages for the daily limit of 15, and each network address&apos;s too. Photos
          of ingredient labels and skin photos are read in memory and never stored. Voice messages stay in
          your browser.
        </li>
        <li>
          <strong>Technical details</strong>: your network address is used for rate limits and to guess your
          country for shipping (inside our own server; no outside service sees it). Our server logs record
          each request without order numbers, email addresses or order links.
        </li>
      </ul>
      <p>
        Your order page is private. An order number alone shows the order&apos;s status, items and totals;
        your name, address and payment details appear only with the link from your confirmation email or the
        email address you used at checkout. Lost the email?{' '}
        <Link to="/orders/find" className="font-medium text-blush-700 underline underline-offset-4">
          Find my orders
        </Link>{' '}
        sends the links again.
      </p>
    </PolicySection>
  );
}
