import { STORE_NAME } from '@seoul-glow/shared';
import { CookiePolicy } from '~/features/legal/cookie-policy';

export const meta = () => [
  { title: `Cookie Policy | ${STORE_NAME}` },
  {
    name: 'description',
    content:
      'Seoul Glow sets no cookies of its own: what it keeps in your browser and which third parties may set cookies.',
  },
];

/** /cookies, linked from the footer (docs/product.md#screens-and-routes). */
export default function CookiePolicyPage() {
  return <CookiePolicy />;
}
