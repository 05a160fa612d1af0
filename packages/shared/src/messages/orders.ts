export const orders = {
  loadFailed: 'Failed to load orders',
  loadException: 'Something went wrong while fetching orders',
  notFoundTitle: 'Order Not Found',
  notFoundText: "We couldn't find your order details. Please check your email for confirmation.",
} as const;
