import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('terms', 'routes/legal/terms.tsx'),
    route('oferta', 'routes/legal/oferta.tsx'),
    route('policy', 'routes/legal/policy.tsx'),
    route('terms-donation', 'routes/legal/terms-donation.tsx'),
    route('terms-content-creators', 'routes/legal/terms-content-creators.tsx'),
    route('ui-kit', 'routes/ui-kit.tsx'),
    route('admin/seller-applications', 'routes/admin/seller-applications.tsx'),
    route(':profileId', 'routes/profile/profile-layout.tsx', [
      index('routes/profile/profile-index.tsx'),
      route('orders', 'routes/profile/orders.tsx'),
      route('orders/:orderId', 'routes/profile/order.tsx', { id: 'profile-order' }),
      route('orders/:orderId/pay', 'routes/profile/order.tsx', { id: 'profile-order-pay' }),
      route('shop', 'routes/profile/shop.tsx'),
      route('donations/dashboard', 'routes/profile/donations-dashboard.tsx'),
      route('settings', 'routes/profile/settings.tsx'),
      route('notifications', 'routes/profile/notifications.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
