import { STORE_NAME } from '@seoul-glow/shared';
import { PolicyLayout, PolicySection, SupportMail } from './policy-layout';

/** What the store keeps in the browser (docs/product.md#what-the-store-keeps), and the cookies others may set. */
const BROWSER_KEYS = [
  ['cart', 'the products in your cart and their quantities'],
  ['wishlist', 'the products you saved with the heart button'],
  ['placed_orders', 'the orders placed from this browser, with their private links, for My Orders'],
  ['chat_daily_counter', "today's count of assistant messages"],
  ['chat_client_id', 'a random id, so our server can count the daily assistant limit per browser'],
  ['skin_profile', "your skin quiz's answers, so routines and product cards suit your skin"],
  ['review_votes', 'the reviews you found helpful, so each counts once'],
  ['ship_country, promo_code', 'the country you ship to and a promo code you entered, from cart to checkout'],
  ['pending_payment', 'the payment this tab is finishing (session storage: gone when the tab closes)'],
  ['auth_user, auth_token', "a staff member's admin session (our team only)"],
] as const;

/** The Cookie Policy: no cookies of our own, a few browser-storage entries, and the third parties. */
export function CookiePolicy() {
  return (
    <PolicyLayout
      title="Cookie Policy"
      summary={
        <p>
          {STORE_NAME} sets no cookies of its own: no tracking, no advertising, no analytics. It keeps a few
          things in your browser&apos;s local storage so the shop remembers your cart, and a third party may
          set cookies only in the cases below.
        </p>
      }
    >
      <PolicySection id="browser-storage" title="What the shop keeps in your browser">
        <p>These entries stay on your device; they are not sent with every request as cookies are.</p>
        <ul>
          {BROWSER_KEYS.map(([key, what]) => (
            <li key={key}>
              <strong>
                <code>{key}</code>
              </strong>
              : {what}.
            </li>
          ))}
        </ul>
        <p>
          Clearing your browser&apos;s site data removes them all: your cart and wishlist empty and My Orders
          forgets this browser&apos;s orders (the links in your emails still work).
        </p>
      </PolicySection>
      <PolicySection id="third-parties" title="Cookies set by others">
        <ul>
          <li>
            <strong>Stripe</strong>: when card payments go through Stripe, Stripe&apos;s card form on the
            checkout page may set cookies to prevent fraud, under Stripe&apos;s own cookie policy.
          </li>
          <li>
            <strong>Product videos</strong> from YouTube (its privacy-enhanced mode), Vimeo or TikTok load
            only when you press play, and those sites may then set their own cookies.
          </li>
        </ul>
      </PolicySection>
      <PolicySection id="questions" title="Questions">
        <p>
          Write to <SupportMail />.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
