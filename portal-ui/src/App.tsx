import {lazy, Suspense} from 'react';
import type {ReactNode} from 'react';
import {Route, Routes} from 'react-router-dom';
import {AppShell} from './components/shell/AppShell';
import {ActivatePage} from './pages/activate/ActivatePage';
import {AdminDashboardPage} from './pages/admin-dashboard/AdminDashboardPage';
import {ADMIN_ROOT_PATHS} from './pages/admin-redirect/adminPaths';
import {AdminRedirect} from './pages/admin-redirect/AdminRedirect';
import {DashboardPage} from './pages/dashboard/DashboardPage';
import {ForgotPasswordPage} from './pages/forgot-password/ForgotPasswordPage';
import {FormFooterPage} from './pages/form-footer/FormFooterPage';
import {InstallationGuidePage} from './pages/installation-video/InstallationGuidePage';
import {LegalPage} from './pages/legal/LegalPage';
import {LoginPage} from './pages/login/LoginPage';
import {FallbackRoute} from './pages/not-found/FallbackRoute';
import {RegisterPage} from './pages/register/RegisterPage';
import {RecallCheckPage} from './pages/recall-check/RecallCheckPage';
import {ResetPasswordPage} from './pages/reset-password/ResetPasswordPage';
import {ProductLineGate} from './pages/product-line/ProductLineGate';
import {RoleGate} from './components/RoleGate';
import {isSupplierType, mayAskForLinks} from './session/roles';

const RECALLS_NOT_FOR_SUPPLIERS =
  'Recalls are made by the manufacturer: suppliers and distributors do not see them here.';
const LINKS_ONLY_FOR_SUPPLIERS =
  'Supplier and distributor accounts ask here to be linked to a manufacturer; your account is not one of them.';
import {RequireAuth} from './session/RequireAuth';
import {LoadingState} from '@voltcheck/ui-shared';

// The import screens bring the spreadsheet mapper, the drop zone and the live connection: loaded when visited.
const FlashPage = lazy(() => import('./pages/flash/FlashPage').then(m => ({default: m.FlashPage})));
const HistoryPage = lazy(() => import('./pages/history/HistoryPage').then(m => ({default: m.HistoryPage})));
const UploadReportPage = lazy(() =>
  import('./pages/upload-report/UploadReportPage').then(m => ({default: m.UploadReportPage})),
);
// Serials and models (the dashboard's Serials and Models tabs, on pages of their own; model detail).
// Their own files, not the folders' index: the dashboard imports the tabs from those statically, and a module
// imported both ways is not split off (Vite warns).
const GlobalSerialsPage = lazy(() =>
  import('./pages/serials/GlobalSerialsPage').then(m => ({default: m.GlobalSerialsPage})),
);
const ModelsPage = lazy(() => import('./pages/models/ModelsPage').then(m => ({default: m.ModelsPage})));
const ModelDetailPage = lazy(() => import('./pages/models/ModelDetailPage').then(m => ({default: m.ModelDetailPage})));
// People and accounts: staff, my account, change password and the static pages.
const StaffPage = lazy(() => import('./pages/staff/StaffPage').then(m => ({default: m.StaffPage})));
const StaffFormPage = lazy(() => import('./pages/staff/StaffFormPage').then(m => ({default: m.StaffFormPage})));
const MyAccountPage = lazy(() => import('./pages/my-account/MyAccountPage').then(m => ({default: m.MyAccountPage})));
const ChangePasswordPage = lazy(() =>
  import('./pages/my-account/ChangePasswordPage').then(m => ({default: m.ChangePasswordPage})),
);
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage').then(m => ({default: m.SettingsPage})));
const SupportPage = lazy(() => import('./pages/support/SupportPage').then(m => ({default: m.SupportPage})));
const SerialsNotFoundPage = lazy(() =>
  import('./pages/serial-failed/SerialsNotFoundPage').then(m => ({default: m.SerialsNotFoundPage})),
);
// Supplier approvals (permission 3, Approve Supplier).
const SupplierRequestsPage = lazy(() =>
  import('./pages/supplier-requests/SupplierRequestsPage').then(m => ({default: m.SupplierRequestsPage})),
);
// A supplier's requests to be linked to manufacturers.
const LinkRequestsPage = lazy(() =>
  import('./pages/link-requests/LinkRequestsPage').then(m => ({default: m.LinkRequestsPage})),
);
// Notifications (document 001's /notification, document 002 section 2.16; the unsubscribe link of their mails).
const NotificationPage = lazy(() =>
  import('./pages/notification/NotificationPage').then(m => ({default: m.NotificationPage})),
);
const UnsubscribePage = lazy(() =>
  import('./pages/notification/UnsubscribePage').then(m => ({default: m.UnsubscribePage})),
);
// Recalls: the manufacturer's recalls, a new one, one recall's reach.
const RecallsPage = lazy(() => import('./pages/recalls/RecallsPage').then(m => ({default: m.RecallsPage})));
const RecallCreatePage = lazy(() =>
  import('./pages/recalls/RecallCreatePage').then(m => ({default: m.RecallCreatePage})),
);
const RecallDetailPage = lazy(() =>
  import('./pages/recalls/RecallDetailPage').then(m => ({default: m.RecallDetailPage})),
);
// Product lines and warranties (document 000): their own chunk.
const ProductLinesPage = lazy(() =>
  import('./pages/product-line/ProductLinesPage').then(m => ({default: m.ProductLinesPage})),
);
const ProductLineFormPage = lazy(() =>
  import('./pages/product-line/ProductLineFormPage').then(m => ({default: m.ProductLineFormPage})),
);
const AssignProductLinePage = lazy(() =>
  import('./pages/product-line/AssignProductLinePage').then(m => ({default: m.AssignProductLinePage})),
);
const later = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;
// Recalls are the manufacturer's (and administrators'); links to manufacturers are asked for by suppliers and distributors.
const recalls = (page: ReactNode) => (
  <RoleGate allows={r => !isSupplierType(r)} title="Recalls" message={RECALLS_NOT_FOR_SUPPLIERS}>
    {later(page)}
  </RoleGate>
);
const linkRequests = (page: ReactNode) => (
  <RoleGate allows={mayAskForLinks} title="Manufacturer Links" message={LINKS_ONLY_FOR_SUPPLIERS}>
    {later(page)}
  </RoleGate>
);
const productLine = (page: ReactNode) => <ProductLineGate>{later(page)}</ProductLineGate>;
// The add and edit forms: staff need Manage Profile, which governs product lines.
const productLineForm = (page: ReactNode) => <ProductLineGate changes>{later(page)}</ProductLineGate>;

/** The portal's routes (document 000 section 2; document 001 section 2 for the signed-in side). */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/login/signout" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/activate" element={<ActivatePage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/resetpassword" element={<ResetPasswordPage />} />
      <Route path="/legal" element={<LegalPage />} />
      <Route path="/termsofuse" element={<LegalPage section="termUse" />} />
      <Route path="/privacy" element={<LegalPage section="privacy" />} />
      <Route path="/about" element={<LegalPage section="about" />} />
      <Route path="/installationVideo" element={<InstallationGuidePage />} />
      <Route path="/FormFooter" element={<FormFooterPage />} />
      <Route path="/recall-check" element={<RecallCheckPage />} />
      <Route path="/unsubscribe/:token" element={later(<UnsubscribePage />)} />
      <Route
        element={
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        }
      >
        <Route path="/dashboard" element={<DashboardPage />} />
        {/* product lines (document 000) */}
        <Route path="/productline" element={productLine(<ProductLinesPage />)} />
        <Route path="/addproduct" element={productLineForm(<ProductLineFormPage />)} />
        <Route path="/EditProductLine/:id" element={productLineForm(<ProductLineFormPage />)} />
        <Route path="/AssignProductLine/:id" element={productLine(<AssignProductLinePage />)} />
        <Route path="/flash" element={later(<FlashPage />)} />
        <Route path="/flash/resolve" element={later(<FlashPage />)} />
        <Route path="/history" element={later(<HistoryPage />)} />
        <Route path="/uploadreport" element={later(<UploadReportPage />)} />
        {/* serials and models */}
        <Route path="/serials" element={later(<GlobalSerialsPage />)} />
        <Route path="/models" element={later(<ModelsPage />)} />
        <Route path="/model/:productId" element={later(<ModelDetailPage />)} />
        <Route path="/recalls" element={recalls(<RecallsPage />)} />
        <Route path="/recalls/new" element={recalls(<RecallCreatePage />)} />
        <Route path="/recalls/:id" element={recalls(<RecallDetailPage />)} />
        {/* people and accounts */}
        <Route path="/Staff" element={later(<StaffPage />)} />
        <Route path="/addmember/:manufacturerId?" element={later(<StaffFormPage />)} />
        <Route path="/editstaff/:staffId" element={later(<StaffFormPage />)} />
        <Route path="/editdistributorstaff/:staffId" element={later(<StaffFormPage distributorRoute />)} />
        <Route path="/Myaccount" element={later(<MyAccountPage />)} />
        <Route path="/ChangePassword" element={later(<ChangePasswordPage />)} />
        <Route path="/settings" element={later(<SettingsPage />)} />
        <Route path="/support" element={later(<SupportPage />)} />
        <Route path="/serialfailed" element={later(<SerialsNotFoundPage />)} />
        {/* Notifications: the manufacturer's groups and contacts. */}
        <Route path="/supplierrequests" element={later(<SupplierRequestsPage />)} />
        <Route path="/linkrequests" element={linkRequests(<LinkRequestsPage />)} />
        <Route path="/notification" element={later(<NotificationPage />)} />
        <Route path="/AddGroup" element={later(<NotificationPage adding />)} />
        <Route path="/AddNotificationAccount" element={later(<NotificationPage />)} />
        <Route
          path="/AdminDashboard"
          element={
            <RequireAuth adminOnly>
              <AdminDashboardPage />
            </RequireAuth>
          }
        />
      </Route>
      {/* admin registry: document 002's admin routes at the root lead into the console */}
      {ADMIN_ROOT_PATHS.map(path => (
        <Route key={path} path={path} element={<AdminRedirect />} />
      ))}
      <Route path="*" element={<FallbackRoute />} />
    </Routes>
  );
}
