import {Admin, CustomRoutes, Resource} from 'react-admin';
import {Navigate, Route} from 'react-router-dom';
import {ACCOUNT_ROUTES} from './account';
import appProviders from './app-providers';
import {config} from './config';
import {Dashboard} from './dashboard/Dashboard';
import {AdminLayout} from './layout/AdminLayout';
import {AdminLogin} from './layout/AdminLogin';
import {NotFound} from './layout/NotFound';
import manufacturers from './manufacturers';
import {MiscellaneousPage} from './miscellaneous';
import {NotificationsPage} from './notifications';
import {WeeklySupplierListPage} from './supplier-list';
import {authProvider, dataProvider} from './providers';
import {AddStaffPage, StaffPage} from './staff';
import audit from './audit';
import installations from './installations';
import installers from './installers';
import logs from './logs';
import modules from './modules';
import postcodes from './postcodes';
import pullRequests from './pull-requests';
import recalls from './recalls';
import {REGISTRY_ROUTES} from './registry/routes';
import suppliers from './suppliers';
import {theme} from './theme';
import users from './users';
import webhooks from './webhooks';
// oversight
import {OVERSIGHT_ROUTES} from './reports/oversightRoutes';

/** The console's home is /AdminDashboard (document 002, section 2.1); the bare /admin leads there. */
const Home = () => <Navigate to="/AdminDashboard" replace />;

/**
 * The administrators' console, mounted at /admin (the router's basename): resources for the real
 * capabilities, custom routes for the dashboard and the pages that are not lists.
 */
export const App = () => (
  <Admin
    title={config.title}
    dataProvider={dataProvider}
    authProvider={authProvider}
    requireAuth
    disableTelemetry
    theme={theme}
    layout={AdminLayout}
    loginPage={AdminLogin}
    dashboard={Home}
    catchAll={NotFound}
  >
    <Resource name="Manufacturers" {...manufacturers} options={{label: 'Manufacturers'}} />
    <Resource name="Users" {...users} options={{label: 'Users'}} />
    {/* Admin settings (/AdminSettings): the app providers, GraphQL type AppProvider. */}
    <Resource name="AdminSettings" {...appProviders} options={{label: 'Admin settings'}} />
    {/* admin registry: suppliers, change requests and the audit log */}
    <Resource name="Suppliers" {...suppliers} options={{label: 'Suppliers'}} />
    <Resource name="PullRequests" {...pullRequests} options={{label: 'Pull Requests'}} />
    <Resource name="AuditLog" {...audit} options={{label: 'Audit Log'}} />
    {/* recalls of every manufacturer (REST /api/recalls, shared screens of ui-shared) */}
    <Resource name="Recalls" {...recalls} options={{label: 'Recalls'}} />
    {/* oversight lists on their own GraphQL queries or REST routes (QUERY_RESOURCES); a log batch is a custom route */}
    <Resource name="Logs" list={logs.list} icon={logs.icon} recordRepresentation={logs.recordRepresentation} />
    <Resource name="AdminInstaller" {...installers} options={{label: 'Installers'}} />
    <Resource name="Installations" {...installations} />
    <Resource name="Module" {...modules} options={{label: 'Modules'}} />
    <Resource name="ManagePostCodes" {...postcodes} options={{label: 'Manage Postcodes'}} />
    <Resource name="WebhookDeliveries" {...webhooks} options={{label: 'Webhook Deliveries'}} />
    <CustomRoutes>
      <Route path="/AdminDashboard" element={<Dashboard />} />
      <Route path="/AdminNav" element={<Navigate to="/AdminDashboard" replace />} />
      <Route path="/AdminHeader" element={<Navigate to="/AdminDashboard" replace />} />
      {/* Staff of a manufacturer (document 002 section 2.5): list, add and reset password. */}
      <Route path="/staff" element={<StaffPage />} />
      <Route path="/addmember/:manufacturerId" element={<AddStaffPage />} />
      {/* sync operations and the weekly supplier list (document 002 sections 2.14 and 2.18) */}
      <Route path="/Miscellaneous" element={<MiscellaneousPage />} />
      {/* Notifications (document 002 section 2.16): groups and contacts of any manufacturer. */}
      <Route path="/Notifications" element={<NotificationsPage />} />
      <Route path="/AddGroup" element={<NotificationsPage adding />} />
      <Route path="/AddNotificationAccount" element={<NotificationsPage />} />
      {/* oversight: a log batch, ledger, leadership board, reports, detail view, reference data */}
      {OVERSIGHT_ROUTES.map(({path, page: Page}) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      {/* admin registry: installers, manufacturer detail, add supplier, new pull request */}
      {REGISTRY_ROUTES.map(r => (
        <Route key={r.path} path={r.path} element={r.element} />
      ))}
      <Route path="/ImportWeeklySupplierList" element={<WeeklySupplierListPage />} />
      {ACCOUNT_ROUTES.map(({path, page: Page}) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </CustomRoutes>
  </Admin>
);
