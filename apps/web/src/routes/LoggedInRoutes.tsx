import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { User } from '../api/operations';
import { RequireKind } from '../features/auth';
import { AppShellLayout } from '../features/shell';
import { ACCESS, homeOf, type AccessKey } from './access';
import { lazyWithRetry } from './lazy-with-retry';
import { SIGNED_IN_PUBLIC_ROUTES } from './public-routes';

// each screen is a chunk of its own, fetched when opened (the frame shows a loader in its place meanwhile)
const AllBakeriesRoute = lazyWithRetry(
  () => import('./bakeries/AllBakeriesRoute'),
  (module) => module.AllBakeriesRoute,
);
const BakeListRoute = lazyWithRetry(
  () => import('./bakery/BakeListRoute'),
  (module) => module.BakeListRoute,
);
const BillRoute = lazyWithRetry(
  () => import('./bill/BillRoute'),
  (module) => module.BillRoute,
);
const BillCreateRoute = lazyWithRetry(
  () => import('./bill-create/BillCreateRoute'),
  (module) => module.BillCreateRoute,
);
const BillsRoute = lazyWithRetry(
  () => import('./bills/BillsRoute'),
  (module) => module.BillsRoute,
);
const ChatRoute = lazyWithRetry(
  () => import('./chat/ChatRoute'),
  (module) => module.ChatRoute,
);
const ChatCreateRoute = lazyWithRetry(
  () => import('./chat-create/ChatCreateRoute'),
  (module) => module.ChatCreateRoute,
);
const ChatConversationRoute = lazyWithRetry(
  () => import('./chat-one/ChatConversationRoute'),
  (module) => module.ChatConversationRoute,
);
const ClientBillingRoute = lazyWithRetry(
  () => import('./client-billing/ClientBillingRoute'),
  (module) => module.ClientBillingRoute,
);
const ClientCreateRoute = lazyWithRetry(
  () => import('./client-create/ClientCreateRoute'),
  (module) => module.ClientCreateRoute,
);
const ClientEditRoute = lazyWithRetry(
  () => import('./client-edit/ClientEditRoute'),
  (module) => module.ClientEditRoute,
);
const ClientsRoute = lazyWithRetry(
  () => import('./clients/ClientsRoute'),
  (module) => module.ClientsRoute,
);
// outside the frame (a printable sheet); waited for in AppRoutes' boundary like the signed-in area itself
const PrintInstructionRoute = lazyWithRetry(
  () => import('./print-instruction/PrintInstructionRoute'),
  (module) => module.PrintInstructionRoute,
);
const DashboardRoute = lazyWithRetry(
  () => import('./dashboard/DashboardRoute'),
  (module) => module.DashboardRoute,
);
const OrderRoute = lazyWithRetry(
  () => import('./order/OrderRoute'),
  (module) => module.OrderRoute,
);
const OrdersRoute = lazyWithRetry(
  () => import('./orders/OrdersRoute'),
  (module) => module.OrdersRoute,
);
const OrdersCompileRoute = lazyWithRetry(
  () => import('./orders-compile/OrdersCompileRoute'),
  (module) => module.OrdersCompileRoute,
);
const ProductCreateRoute = lazyWithRetry(
  () => import('./product-create/ProductCreateRoute'),
  (module) => module.ProductCreateRoute,
);
const ProductEditRoute = lazyWithRetry(
  () => import('./product-edit/ProductEditRoute'),
  (module) => module.ProductEditRoute,
);
const ProductImportRoute = lazyWithRetry(
  () => import('./product-import/ProductImportRoute'),
  (module) => module.ProductImportRoute,
);
const ProductsRoute = lazyWithRetry(
  () => import('./products/ProductsRoute'),
  (module) => module.ProductsRoute,
);
const ProfileRoute = lazyWithRetry(
  () => import('./profile/ProfileRoute'),
  (module) => module.ProfileRoute,
);
const SettingsRoute = lazyWithRetry(
  () => import('./settings/SettingsRoute'),
  (module) => module.SettingsRoute,
);

/**
 * Logged-in routes (requirements/platform-and-contract.md#screens-and-who-may-open-them) with their role guard; any
 * other path goes to the kind's home (/dashboard, the operator's /bakeries).
 */
export function LoggedInRoutes({ user }: { user: User }) {
  const guarded = (access: AccessKey, element: ReactNode) => (
    <RequireKind kind={user.kind} allowed={ACCESS[access]}>
      {element}
    </RequireKind>
  );

  return (
    <Routes>
      <Route element={<AppShellLayout user={user} />}>
        <Route path="/dashboard" element={guarded('dashboard', <DashboardRoute user={user} />)} />
        <Route path="/clients" element={guarded('clients', <ClientsRoute />)} />
        <Route path="/client/create" element={guarded('clientCreate', <ClientCreateRoute />)} />
        <Route path="/client/edit/:id/:name" element={guarded('clientEdit', <ClientEditRoute />)} />
        <Route path="/client/billing" element={guarded('clientBilling', <ClientBillingRoute />)} />
        <Route path="/products" element={guarded('products', <ProductsRoute />)} />
        <Route path="/product/create" element={guarded('productCreate', <ProductCreateRoute />)} />
        <Route path="/product/edit/:id/:name" element={guarded('productEdit', <ProductEditRoute />)} />
        <Route path="/product/import" element={guarded('productImport', <ProductImportRoute />)} />
        <Route path="/orders" element={guarded('orders', <OrdersRoute />)} />
        <Route path="/order/:id" element={guarded('order', <OrderRoute />)} />
        <Route path="/orders/compile" element={guarded('ordersCompile', <OrdersCompileRoute />)} />
        <Route path="/bakery" element={guarded('bakeList', <BakeListRoute />)} />
        <Route path="/bills" element={guarded('bills', <BillsRoute />)} />
        <Route path="/bill/create" element={guarded('billCreate', <BillCreateRoute />)} />
        <Route path="/bill/:id" element={guarded('bill', <BillRoute />)} />
        <Route path="/profile" element={guarded('profile', <ProfileRoute />)} />
        <Route path="/settings" element={guarded('settings', <SettingsRoute />)} />
        <Route path="/chat" element={guarded('chat', <ChatRoute />)} />
        <Route path="/chat/create" element={guarded('chatCreate', <ChatCreateRoute />)} />
        <Route path="/chat/:id" element={guarded('chat', <ChatConversationRoute />)} />
        <Route path="/bakeries" element={guarded('allBakeries', <AllBakeriesRoute />)} />
        {SIGNED_IN_PUBLIC_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={route.render()} />
        ))}
      </Route>
      <Route
        path="/printInstruction/:language/:username/:password/:host/:bakery/:deadline/:bakeryID/:from/:to"
        element={<PrintInstructionRoute />}
      />
      <Route path="*" element={<Navigate to={homeOf(user.kind).to} replace />} />
    </Routes>
  );
}
