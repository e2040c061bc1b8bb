import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { EmptyPage } from '@/components/empty-page';
import { RouteLoading } from '@/components/route-loading';
import { lazyPage } from '@/lib/lazy-page';
import { requireAuthData, requireCardData, requireOtpVerified } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/*
 * Every screen of the panel, under the /panel basename. Later issues add or replace their own lines:
 * a route is { path, handle: { title }, lazy: lazyPage(() => import('@/features/<area>/<page>')) }.
 * Destinations whose screens are not built yet show their title and an empty state.
 */

const customerRoutes: RouteObject[] = [
  {
    // What's New opens once over the customer home (spec section 2), so it wraps only that route.
    lazy: lazyPage(() => import('@/features/whats-new/whats-new-on-home'), ['whats-new']),
    children: [
      {
        index: true,
        handle: { title: 'Home' },
        lazy: lazyPage(() => import('@/features/customer-home/customer-home-page'), ['customer-home']),
      },
    ],
  },
  {
    path: 'projects',
    handle: { title: 'My Projects' },
    lazy: lazyPage(() => import('@/features/projects/customer-projects-page'), ['projects']),
  },
  {
    path: 'cards/add',
    handle: { title: 'Create digital business card' },
    lazy: lazyPage(() => import('@/features/cards/add-card-page'), ['cards']),
  },
  {
    path: 'cards/edit',
    handle: { title: 'Edit digital business card' },
    lazy: lazyPage(() => import('@/features/cards/edit-card-page'), ['cards']),
  },
  {
    path: 'daily-image',
    handle: { title: 'Greeting images' },
    lazy: lazyPage(() => import('@/features/greetings/daily-image-page'), ['greetings']),
  },
  {
    path: 'pdf-card-templates',
    handle: { title: 'PDF ID card' },
    lazy: lazyPage(() => import('@/features/pdf-cards/pdf-card-templates-page'), ['pdf-cards']),
  },
  {
    path: 'video-templates',
    handle: { title: 'Promotional videos' },
    lazy: lazyPage(() => import('@/features/promo-videos/video-templates-page'), ['promo-videos']),
  },
  {
    path: 'account',
    handle: { title: 'My account' },
    lazy: lazyPage(() => import('@/features/account/account-page'), ['account']),
  },
  {
    path: 'businesses/add',
    handle: { title: 'Add business' },
    lazy: lazyPage(() => import('@/features/businesses/business-page'), ['businesses']),
  },
  {
    path: 'businesses/edit',
    handle: { title: 'Edit business' },
    lazy: lazyPage(() => import('@/features/businesses/business-page'), ['businesses']),
  },
  {
    path: 'thankyou',
    handle: { title: 'Thank you' },
    lazy: lazyPage(() => import('@/features/thank-you/thank-you-page'), ['thank-you']),
  },
];

const adminRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Home' },
    lazy: lazyPage(() => import('@/features/staff-home/staff-home-page'), ['staff-home']),
  },
  // Staff open a customer's card editor on their behalf (Home's "New customer", a business's page).
  {
    path: 'cards/add',
    handle: { title: 'Create digital business card' },
    lazy: lazyPage(() => import('@/features/cards/add-card-page'), ['cards']),
  },
  {
    path: 'cards/edit',
    handle: { title: 'Edit digital business card' },
    lazy: lazyPage(() => import('@/features/cards/edit-card-page'), ['cards']),
  },
  {
    path: 'insights',
    handle: { title: 'Insights', permission: 'insights' },
    lazy: lazyPage(() => import('@/features/insights/insights-page'), ['insights']),
  },
  {
    path: 'businesses',
    handle: { title: 'All Businesses' },
    lazy: lazyPage(() => import('@/features/admin-businesses/all-businesses-page'), ['admin-businesses']),
  },
  {
    path: 'business',
    handle: { title: 'Business' },
    lazy: lazyPage(() => import('@/features/businesses/staff-business-page'), ['businesses']),
  },
  {
    path: 'projects',
    handle: { title: 'All Projects' },
    lazy: lazyPage(() => import('@/features/projects/admin-projects-page'), ['projects']),
  },
  {
    path: 'franchisees',
    handle: { title: 'Franchisee List', permission: 'franchiseeList' },
    lazy: lazyPage(() => import('@/features/franchisees/franchisees-page'), ['franchisees']),
  },
  {
    path: 'agency-management',
    handle: { title: 'Agency Management', permission: 'agencyManagement' },
    lazy: lazyPage(
      () => import('@/features/agency-management/agency-management-page'),
      ['agency-management'],
    ),
  },
  {
    path: 'billing',
    handle: { title: 'Billing', permission: 'billing' },
    lazy: lazyPage(() => import('@/features/billing/billing-page'), ['billing']),
  },
  {
    path: 'plans-pricing-management',
    handle: { title: 'Customer plans & pricing management', permission: 'plansPricing' },
    lazy: lazyPage(() => import('@/features/plans-management/plans-management-page'), ['plans-management']),
  },
  {
    path: 'report',
    handle: { title: 'Report', permission: 'report' },
    lazy: lazyPage(() => import('@/features/reports/report-page'), ['reports']),
  },
  {
    path: 'daily-image-management',
    handle: { title: 'Greetings Management', permission: 'greetings' },
    lazy: lazyPage(
      () => import('@/features/greetings-admin/daily-image-management-page'),
      ['greetings-admin'],
    ),
  },
  {
    path: 'image-posts-management',
    handle: { title: 'Greetings Management', permission: 'greetings' },
    lazy: lazyPage(
      () => import('@/features/greetings-admin/image-posts-management-page'),
      ['greetings-admin'],
    ),
  },
  {
    path: 'video-template-management',
    handle: { title: 'Video template Management', permission: 'videoTemplates' },
    lazy: lazyPage(
      () => import('@/features/video-templates-admin/video-template-management-page'),
      ['video-templates-admin'],
    ),
  },
  {
    path: 'ui-customisation',
    handle: { title: 'Ui Customisation', permission: 'uiCustomisation' },
    lazy: lazyPage(() => import('@/features/ui-customisation/ui-customisation-page'), ['ui-customisation']),
  },
  {
    path: 'category-static-page-management',
    handle: { title: 'Category Static Page Management', permission: 'staticPages' },
    lazy: lazyPage(() => import('@/features/static-pages/static-pages-page'), ['static-pages']),
  },
  {
    path: 'feedback',
    handle: { title: 'Customer feedback', permission: 'allBusinesses' },
    lazy: lazyPage(() => import('@/features/feedback/feedback-page'), ['feedback']),
  },
  {
    path: 'link-store',
    handle: { title: 'Link Store', permission: 'linkStore' },
    lazy: lazyPage(() => import('@/features/link-store/link-store-page'), ['link-store']),
  },
];

/** The thank-you page opened without a card just created. */
function NoCardToShow() {
  const { t } = useTranslation();
  return <EmptyPage empty={t('thankYou.noCard')} description={t('thankYou.noCardText')} />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        path: 'login',
        handle: { title: 'Login' },
        lazy: lazyPage(() => import('@/features/auth/login-page'), ['auth']),
      },
      {
        path: 'franchisee-login',
        handle: { title: 'Franchisee login' },
        lazy: lazyPage(() => import('@/features/auth/franchisee-login-page'), ['auth']),
      },
      {
        // Every screen but the two sign-in pages uses TanStack Query: it loads with the first of them.
        lazy: lazyPage(() => import('./query-layout')),
        children: [
          {
            path: 'otp',
            handle: { title: 'Verify OTP' },
            loader: requireAuthData,
            lazy: lazyPage(() => import('@/features/auth/otp-page'), ['auth']),
          },
          {
            path: 'createPassword',
            handle: { title: 'Create password' },
            loader: requireOtpVerified,
            lazy: lazyPage(() => import('@/features/auth/create-password-page'), ['auth']),
          },
          {
            path: 'franchisee-otp',
            handle: { title: 'Verify OTP' },
            loader: requireAuthData,
            lazy: lazyPage(() => import('@/features/auth/franchisee-otp-page'), ['auth']),
          },
          {
            path: 'franchisee-createPassword',
            handle: { title: 'Create password' },
            loader: requireOtpVerified,
            lazy: lazyPage(() => import('@/features/auth/franchisee-create-password-page'), ['auth']),
          },
          {
            path: 'thankyou',
            handle: { title: 'Thank you' },
            loader: requireCardData,
            element: <NoCardToShow />,
          },
          {
            path: 'payment/month-payment',
            handle: { title: 'Monthly bill payment' },
            lazy: lazyPage(() => import('@/features/payments/month-payment-page'), ['payments']),
          },
          {
            path: 'payment/agency-image-payment',
            handle: { title: 'Agency image payment' },
            lazy: lazyPage(() => import('@/features/payments/agency-image-payment-page'), ['payments']),
          },
          {
            path: 'payment/agency-pdf-card-payment',
            handle: { title: 'PDF card payments' },
            lazy: lazyPage(() => import('@/features/payments/agency-pdf-card-payment-page'), ['payments']),
          },
          {
            path: 'dev/outbox',
            handle: { title: 'Dev outbox' },
            lazy: lazyPage(() => import('@/features/dev-outbox/dev-outbox-page')),
          },
          {
            path: 'customer',
            lazy: lazyPage(() => import('./shell/customer-layout'), ['upgrade', 'whats-new']),
            children: customerRoutes,
          },
          {
            path: 'admin',
            lazy: lazyPage(() => import('./shell/admin-layout'), ['upgrade']),
            children: adminRoutes,
          },
        ],
      },
      {
        path: '*',
        loader: () => {
          throw new Response('Not found', { status: 404 });
        },
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: '/panel' });
