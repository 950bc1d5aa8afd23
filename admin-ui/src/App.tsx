import {Admin, CustomRoutes, Resource} from 'react-admin';
import {Navigate, Route} from 'react-router-dom';
import appProviders from './app-providers';
import {config} from './config';
import {Dashboard} from './dashboard/Dashboard';
import {AdminLayout} from './layout/AdminLayout';
import {AdminLogin} from './layout/AdminLogin';
import {NotFound} from './layout/NotFound';
import manufacturers from './manufacturers';
import {MiscellaneousPage} from './miscellaneous';
import {WeeklySupplierListPage} from './supplier-list';
import {CAPABILITIES} from './placeholders/capabilities';
import {CapabilityPage} from './placeholders/CapabilityPage';
import {authProvider, dataProvider} from './providers';
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
    <CustomRoutes>
      <Route path="/AdminDashboard" element={<Dashboard />} />
      <Route path="/AdminNav" element={<Navigate to="/AdminDashboard" replace />} />
      <Route path="/AdminHeader" element={<Navigate to="/AdminDashboard" replace />} />
      {/* sync operations and the weekly supplier list (document 002 sections 2.14 and 2.18) */}
      <Route path="/Miscellaneous" element={<MiscellaneousPage />} />
      <Route path="/ImportWeeklySupplierList" element={<WeeklySupplierListPage />} />
      {CAPABILITIES.map(c => (
        <Route key={c.path} path={c.path} element={<CapabilityPage capability={c} />} />
      ))}
    </CustomRoutes>
  </Admin>
);
