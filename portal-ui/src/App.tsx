import {lazy, Suspense} from 'react';
import type {ReactNode} from 'react';
import {Route, Routes} from 'react-router-dom';
import {AppShell} from './components/shell/AppShell';
import {ActivatePage} from './pages/activate/ActivatePage';
import {AdminDashboardPage} from './pages/admin-dashboard/AdminDashboardPage';
import {DashboardPage} from './pages/dashboard/DashboardPage';
import {ForgotPasswordPage} from './pages/forgot-password/ForgotPasswordPage';
import {FormFooterPage} from './pages/form-footer/FormFooterPage';
import {InstallationGuidePage} from './pages/installation-video/InstallationGuidePage';
import {LegalPage} from './pages/legal/LegalPage';
import {LoginPage} from './pages/login/LoginPage';
import {FallbackRoute} from './pages/not-found/FallbackRoute';
import {RegisterPage} from './pages/register/RegisterPage';
import {ResetPasswordPage} from './pages/reset-password/ResetPasswordPage';
import {LoadingState} from './components/StateViews';
import {RequireAuth} from './session/RequireAuth';

// The import screens bring the spreadsheet mapper, the drop zone and the live connection: loaded when visited.
const FlashPage = lazy(() => import('./pages/flash/FlashPage').then(m => ({default: m.FlashPage})));
const HistoryPage = lazy(() => import('./pages/history/HistoryPage').then(m => ({default: m.HistoryPage})));
const UploadReportPage = lazy(() =>
  import('./pages/upload-report/UploadReportPage').then(m => ({default: m.UploadReportPage})),
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
      <Route
        element={
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        }
      >
        <Route path="/dashboard" element={<DashboardPage />} />
        {/* product lines (document 000) */}
        <Route path="/productline" element={later(<ProductLinesPage />)} />
        <Route path="/addproduct" element={later(<ProductLineFormPage />)} />
        <Route path="/EditProductLine/:id" element={later(<ProductLineFormPage />)} />
        <Route path="/AssignProductLine/:id" element={later(<AssignProductLinePage />)} />
        <Route path="/flash" element={later(<FlashPage />)} />
        <Route path="/flash/resolve" element={later(<FlashPage />)} />
        <Route path="/history" element={later(<HistoryPage />)} />
        <Route path="/uploadreport" element={later(<UploadReportPage />)} />
        <Route
          path="/AdminDashboard"
          element={
            <RequireAuth adminOnly>
              <AdminDashboardPage />
            </RequireAuth>
          }
        />
      </Route>
      <Route path="*" element={<FallbackRoute />} />
    </Routes>
  );
}
