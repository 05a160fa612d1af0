import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/** The route table of docs/product.md#screens-and-routes. Store pages render on the server; /admin/* in the browser. */
export default [
  layout('routes/store/layout.tsx', [
    index('routes/store/home.tsx'),
    route('products', 'routes/store/products.tsx'),
    route('products/:productId', 'routes/store/product-detail.tsx'),
    route('ingredients', 'routes/store/ingredients.tsx'),
    route('ingredients/:slug', 'routes/store/ingredient-detail.tsx'),
    route('guide', 'routes/store/guide.tsx'),
    route('guide/:slug', 'routes/store/guide-article.tsx'),
    route('cart', 'routes/store/cart.tsx'),
    route('checkout', 'routes/store/checkout.tsx'),
    route('payment/success', 'routes/store/payment-success.tsx'),
    route('payment/cancel', 'routes/store/payment-cancel.tsx'),
    route('orders', 'routes/store/orders.tsx'),
    route('orders/find', 'routes/store/find-orders.tsx'),
    route('orders/:orderId', 'routes/store/order-detail.tsx'),
    route('contact', 'routes/store/contact.tsx'),
    route('wishlist', 'routes/store/wishlist.tsx'),
    route('skin-quiz', 'routes/store/skin-quiz.tsx'),
    route('privacy', 'routes/store/privacy.tsx'),
    route('terms', 'routes/store/terms.tsx'),
    route('cookies', 'routes/store/cookies.tsx'),
  ]),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    ...prefix('products', [
      index('routes/admin/products.tsx'),
      route('new', 'routes/admin/product-new.tsx'),
      route(':productId/edit', 'routes/admin/product-edit.tsx'),
    ]),
    route('categories', 'routes/admin/categories.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('promotions', 'routes/admin/promotions.tsx'),
    ...prefix('guide', [
      index('routes/admin/guide.tsx'),
      route('new', 'routes/admin/guide-new.tsx'),
      route(':slug/edit', 'routes/admin/guide-edit.tsx'),
    ]),
    route('settings', 'routes/admin/settings.tsx'),
    route('settings/security', 'routes/admin/settings-security.tsx'),
    route('settings/activity', 'routes/admin/settings-activity.tsx'),
    route('settings/privacy', 'routes/admin/privacy.tsx'),
    route('inbox', 'routes/admin/inbox.tsx'),
    route('reviews', 'routes/admin/reviews.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  // docs/product.md#screens-and-routes: any other path redirects to /.
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
