import { test, expect } from './fixtures';
import { ADMIN } from './fixtures';
import { allProducts } from './storefront-helpers';

const address = {
  email: 'tracker@example.com',
  fullName: 'Tracy Tracker',
  addressLine1: '9 Harbor Road',
  addressLine2: null,
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
  country: 'United States',
};

test('the order page follows the admin’s status changes with their times and the tracking number', async ({
  page,
  request,
}) => {
  const product = (await allProducts(request)).find((p) => p.stockQuantity > 10)!;
  const items = [{ productId: product.id, quantity: 1 }];
  const intent = (
    await (
      await request.post('/api/Orders/createPaymentIntent', {
        data: { items, email: address.email, country: address.country },
      })
    ).json()
  ).data;
  const card = {
    number: '5555555555554444',
    expMonth: 12,
    expYear: new Date().getFullYear() + 1,
    cvc: '321',
  };
  await request.post('/api/Payments/demo/confirm', {
    data: {
      clientSecret: intent.clientSecret,
      card,
      billingDetails: { name: address.fullName, email: address.email },
    },
  });
  const placed = await request.post('/api/Orders/place', {
    data: {
      items,
      shippingAddress: address,
      stripeClientSecret: intent.clientSecret,
      paymentIntentId: intent.paymentIntentId,
    },
  });
  const { orderId, accessToken } = (await placed.json()).data;

  // The signed link of the confirmation mail: the order with its card and address.
  await page.goto(`/orders/${orderId}?token=${accessToken}`);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByText('Mastercard ending in 4444')).toBeVisible();
  await expect(page.getByText(/Tracking number:/)).toBeHidden();

  const login = await request.post('/api/Auth/login', { data: ADMIN });
  const token = (await login.json()).data.token as string;
  for (const status of ['processing', 'shipped&carrier=ups&trackingNumber=1Z999AA10123456784']) {
    const res = await request.post(`/api/Orders/updateOrderStatus?orderId=${orderId}&status=${status}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
  }

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Order Shipped')).toBeVisible();
  await expect(timeline.getByText('Tracking number: 1Z999AA10123456784')).toBeVisible();
  await expect(timeline.getByText('Carrier: UPS')).toBeVisible();
  await expect(timeline.getByRole('link', { name: 'Track with UPS' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  // Every step that happened shows its time.
  await expect(timeline.getByText(/\d{4}, \d{1,2}:\d{2}/)).toHaveCount(3);

  // The same order in this browser's list only when this browser placed it: this one was placed by API.
  await page.goto('/orders');
  await expect(page.getByRole('link', { name: new RegExp(orderId) })).toHaveCount(0);
});
