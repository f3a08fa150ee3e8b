import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { User } from '../api/operations';
import { RequireKind } from '../features/auth/RequireKind';
import { AppShellLayout } from '../features/shell/AppShellLayout';
import { ACCESS, homeOf, type AccessKey } from './access';
import { AllBakeriesRoute } from './bakeries/AllBakeriesRoute';
import { BakeListRoute } from './bakery/BakeListRoute';
import { BillRoute } from './bill/BillRoute';
import { BillCreateRoute } from './bill-create/BillCreateRoute';
import { BillsRoute } from './bills/BillsRoute';
import { ChatRoute } from './chat/ChatRoute';
import { ChatCreateRoute } from './chat-create/ChatCreateRoute';
import { ChatConversationRoute } from './chat-one/ChatConversationRoute';
import { ClientBillingRoute } from './client-billing/ClientBillingRoute';
import { ClientCreateRoute } from './client-create/ClientCreateRoute';
import { ClientEditRoute } from './client-edit/ClientEditRoute';
import { ClientsRoute } from './clients/ClientsRoute';
import { DashboardRoute } from './dashboard/DashboardRoute';
import { OrderRoute } from './order/OrderRoute';
import { OrdersRoute } from './orders/OrdersRoute';
import { OrdersCompileRoute } from './orders-compile/OrdersCompileRoute';
import { PrintInstructionRoute } from './print-instruction/PrintInstructionRoute';
import { ProductCreateRoute } from './product-create/ProductCreateRoute';
import { ProductEditRoute } from './product-edit/ProductEditRoute';
import { ProductImportRoute } from './product-import/ProductImportRoute';
import { ProductsRoute } from './products/ProductsRoute';
import { ProfileRoute } from './profile/ProfileRoute';
import { SIGNED_IN_PUBLIC_ROUTES } from './public-routes';
import { SettingsRoute } from './settings/SettingsRoute';

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
        <Route path="/chat/create" element={guarded('chat', <ChatCreateRoute />)} />
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
