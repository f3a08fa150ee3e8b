import type { ReactNode } from 'react';
import { AboutRoute } from './about/AboutRoute';
import { AppGetRoute } from './app-get/AppGetRoute';
import { ChatCreateRoute } from './chat-create/ChatCreateRoute';
import { FaqRoute } from './faq/FaqRoute';
import { ImpressumRoute } from './impressum/ImpressumRoute';
import { LoginRoute } from './login/LoginRoute';
import { VerifyEmailRoute } from './login-verify/VerifyEmailRoute';
import { NotFoundRoute } from './not-found/NotFoundRoute';
import { PasswordRestoreRoute } from './password-restore/PasswordRestoreRoute';
import { PlansRoute } from './plans/PlansRoute';
import { PrivacyRoute } from './privacy/PrivacyRoute';
import { RegisterRoute } from './register/RegisterRoute';
import { ServerErrorRoute } from './server-error/ServerErrorRoute';
import { SitemapRoute } from './sitemap/SitemapRoute';
import { TosRoute } from './tos/TosRoute';

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
