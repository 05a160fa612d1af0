import { STORE_NAME } from '@seoul-glow/shared';
import { CheckoutPage } from '~/features/checkout/checkout-page';
import { withQueryClient } from '~/components/data/with-query-client';

export const meta = () => [{ title: `Checkout | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default withQueryClient(function Checkout() {
  return <CheckoutPage />;
});
