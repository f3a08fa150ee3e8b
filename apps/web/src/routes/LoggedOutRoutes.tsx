import { Navigate, Route, Routes } from 'react-router';
import { PublicShell } from '../features/shell/PublicShell';
import { AboutRoute } from './about/AboutRoute';
import { AppGetRoute } from './app-get/AppGetRoute';
import { ChatCreateRoute } from './chat-create/ChatCreateRoute';
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

/** Logged-out routes (requirements/platform-and-contract.md#screens-and-who-may-open-them, exact match); any other path goes to /login. */
export function LoggedOutRoutes() {
  return (
    <Routes>
      <Route element={<PublicShell />}>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/login/:verify" element={<VerifyEmailRoute />} />
        <Route path="/password/restore/:code" element={<PasswordRestoreRoute />} />
        <Route path="/register" element={<RegisterRoute />} />
        <Route path="/404" element={<NotFoundRoute />} />
        <Route path="/500" element={<ServerErrorRoute />} />
        <Route path="/tos" element={<TosRoute />} />
        <Route path="/sitemap" element={<SitemapRoute />} />
        <Route path="/impressum" element={<ImpressumRoute />} />
        <Route path="/privacy" element={<PrivacyRoute />} />
        <Route path="/plans" element={<PlansRoute />} />
        <Route path="/app/get" element={<AppGetRoute />} />
        <Route path="/chat/create" element={<ChatCreateRoute />} />
        <Route path="/about" element={<AboutRoute />} />
      </Route>
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
