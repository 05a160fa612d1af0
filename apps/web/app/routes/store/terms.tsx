import { STORE_NAME } from '@seoul-glow/shared';
import { TermsOfService } from '~/features/legal/terms-of-service';

export const meta = () => [
  { title: `Terms of Service | ${STORE_NAME}` },
  {
    name: 'description',
    content: 'How buying from Seoul Glow works: prices, payment, shipping, returns and fair use.',
  },
];

/** /terms, linked from the footer (docs/product.md#screens-and-routes). */
export default function TermsOfServicePage() {
  return <TermsOfService />;
}
