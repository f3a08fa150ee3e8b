import { Navigate, Route, Routes } from 'react-router';
import { PublicShell } from '../features/shell';
import { PUBLIC_ROUTES } from './public-routes';

/** Logged-out routes (requirements/platform-and-contract.md#screens-and-who-may-open-them, exact match); any other path goes to /login. */
export function LoggedOutRoutes() {
  return (
    <Routes>
      <Route element={<PublicShell />}>
        {PUBLIC_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={route.render()} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
