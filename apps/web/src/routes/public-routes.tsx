import type { ReactNode } from 'react';
import { lazyWithRetry } from './lazy-with-retry';
import { LoginRoute } from './login/LoginRoute';

// /login comes with the first page; every other public page is a chunk of its own, fetched when opened
const AboutRoute = lazyWithRetry(
  () => import('./about/AboutRoute'),
  (module) => module.AboutRoute,
);
const AppGetRoute = lazyWithRetry(
  () => import('./app-get/AppGetRoute'),
  (module) => module.AppGetRoute,
);
const ChatCreateRoute = lazyWithRetry(
  () => import('./chat-create/ChatCreateRoute'),
  (module) => module.ChatCreateRoute,
);
const FaqRoute = lazyWithRetry(
  () => import('./faq/FaqRoute'),
  (module) => module.FaqRoute,
);
const ImpressumRoute = lazyWithRetry(
  () => import('./impressum/ImpressumRoute'),
  (module) => module.ImpressumRoute,
);
const VerifyEmailRoute = lazyWithRetry(
  () => import('./login-verify/VerifyEmailRoute'),
  (module) => module.VerifyEmailRoute,
);
const NotFoundRoute = lazyWithRetry(
  () => import('./not-found/NotFoundRoute'),
  (module) => module.NotFoundRoute,
);
const PasswordRestoreRoute = lazyWithRetry(
  () => import('./password-restore/PasswordRestoreRoute'),
  (module) => module.PasswordRestoreRoute,
);
const PlansRoute = lazyWithRetry(
  () => import('./plans/PlansRoute'),
  (module) => module.PlansRoute,
);
const PrivacyRoute = lazyWithRetry(
  () => import('./privacy/PrivacyRoute'),
  (module) => module.PrivacyRoute,
);
const RegisterRoute = lazyWithRetry(
  () => import('./register/RegisterRoute'),
  (module) => module.RegisterRoute,
);
const ServerErrorRoute = lazyWithRetry(
  () => import('./server-error/ServerErrorRoute'),
  (module) => module.ServerErrorRoute,
);
const SitemapRoute = lazyWithRetry(
  () => import('./sitemap/SitemapRoute'),
  (module) => module.SitemapRoute,
);
const TosRoute = lazyWithRetry(
  () => import('./tos/TosRoute'),
  (module) => module.TosRoute,
);

/** The groups of /sitemap: the visitor's pages, help, legal. */
export type SitemapGroup = 'pages' | 'help' | 'legal';

export interface PublicRoute {
  path: string;
  /** The screen (a function, so this table and the screens that read it may import each other). */
  render: () => ReactNode;
  /** Where /sitemap lists it; unset for addresses with parameters and the error pages. */
  sitemap?: SitemapGroup;
  /** Listed only when the installation offers it (public config). */
  only?: 'registrationOpen' | 'showPrices';
  /** Open to signed-in users as well (the help and legal pages). */
  signedIn?: boolean;
  /** Answered by the server (a redirect by device), so linked with a full page load. */
  external?: boolean;
}

/**
 * The logged-out route table (requirements/platform-and-contract.md#screens-and-who-may-open-them, exact match):
 * LoggedOutRoutes renders it, LoggedInRoutes its signed-in pages, /sitemap lists it.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/login', render: () => <LoginRoute />, sitemap: 'pages' },
  { path: '/login/:verify', render: () => <VerifyEmailRoute /> },
  { path: '/password/restore/:code', render: () => <PasswordRestoreRoute /> },
  { path: '/register', render: () => <RegisterRoute />, sitemap: 'pages', only: 'registrationOpen' },
  { path: '/plans', render: () => <PlansRoute />, sitemap: 'pages', only: 'showPrices' },
  { path: '/about', render: () => <AboutRoute />, sitemap: 'pages' },
  { path: '/chat/create', render: () => <ChatCreateRoute />, sitemap: 'pages' },
  { path: '/app/get', render: () => <AppGetRoute />, sitemap: 'pages', external: true },
  { path: '/faq', render: () => <FaqRoute />, sitemap: 'help', signedIn: true },
  { path: '/tos', render: () => <TosRoute />, sitemap: 'legal', signedIn: true },
  { path: '/privacy', render: () => <PrivacyRoute />, sitemap: 'legal', signedIn: true },
  { path: '/impressum', render: () => <ImpressumRoute />, sitemap: 'legal', signedIn: true },
  { path: '/sitemap', render: () => <SitemapRoute />, sitemap: 'legal', signedIn: true },
  { path: '/404', render: () => <NotFoundRoute /> },
  { path: '/500', render: () => <ServerErrorRoute /> },
];

/** The public pages a signed-in user opens too. */
export const SIGNED_IN_PUBLIC_ROUTES = PUBLIC_ROUTES.filter((route) => route.signedIn);
