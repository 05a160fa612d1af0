import { STORE_NAME } from '@seoul-glow/shared';
import { CheckoutPage } from '~/features/checkout/checkout-page';

export const meta = () => [{ title: `Checkout | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function Checkout() {
  return <CheckoutPage />;
}
