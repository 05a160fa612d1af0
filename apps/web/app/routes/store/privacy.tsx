import { STORE_NAME } from '@seoul-glow/shared';
import { PrivacyPolicy } from '~/features/legal/privacy-policy';

export const meta = () => [
  { title: `Privacy Policy | ${STORE_NAME}` },
  {
    name: 'description',
    content:
      'What Seoul Glow keeps about you, for how long and why, and how to get a copy or have it erased.',
  },
];

/** /privacy, linked from the footer (docs/product.md#screens-and-routes). */
export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
