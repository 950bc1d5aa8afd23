import {Admin, CustomRoutes, Resource} from 'react-admin';
import {Navigate, Route} from 'react-router-dom';
import appProviders from './app-providers';
import {config} from './config';
import {Dashboard} from './dashboard/Dashboard';
import {AdminLayout} from './layout/AdminLayout';
import {AdminLogin} from './layout/AdminLogin';
import {NotFound} from './layout/NotFound';
import manufacturers from './manufacturers';
import {CAPABILITIES} from './placeholders/capabilities';
import {CapabilityPage} from './placeholders/CapabilityPage';
import {authProvider, dataProvider} from './providers';
import audit from './audit';
import pullRequests from './pull-requests';
import {REGISTRY_ROUTES} from './registry/routes';
import suppliers from './suppliers';
import {theme} from './theme';
import users from './users';

/** The console's home is /AdminDashboard (document 002, section 2.1); the bare /admin leads there. */
const Home = () => <Navigate to="/AdminDashboard" replace />;

/**
 * The administrators' console, mounted at /admin (the router's basename): resources for the real
 * capabilities, custom routes for the dashboard and for the entries whose capability comes later.
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
    <CustomRoutes>
      <Route path="/AdminDashboard" element={<Dashboard />} />
      <Route path="/AdminNav" element={<Navigate to="/AdminDashboard" replace />} />
      <Route path="/AdminHeader" element={<Navigate to="/AdminDashboard" replace />} />
      {/* admin registry: installers, manufacturer detail, add supplier, new pull request */}
      {REGISTRY_ROUTES.map(r => (
        <Route key={r.path} path={r.path} element={r.element} />
      ))}
      {CAPABILITIES.map(c => (
        <Route key={c.path} path={c.path} element={<CapabilityPage capability={c} />} />
      ))}
    </CustomRoutes>
  </Admin>
);
