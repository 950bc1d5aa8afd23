import {Navigate} from 'react-router-dom';
import {AddSupplier} from '../suppliers/AddSupplier';
import {ManufacturerDetail} from '../manufacturers/ManufacturerDetail';
import {CreatePullRequest} from '../pull-requests/CreatePullRequest';

/** The registry's custom pages (document 002, section 2.1), beside its resources (Suppliers, PullRequests, AuditLog). */
export const REGISTRY_ROUTES = [
  {path: '/ImportInstallerData', element: <Navigate to="/AdminInstaller" replace />},
  {path: '/ManufacturerDetail', element: <ManufacturerDetail />},
  {path: '/AddSupplier/*', element: <AddSupplier />},
  {path: '/CreatePullRequest', element: <CreatePullRequest />},
  {path: '/CreatePullRequest/:manufacturerId', element: <CreatePullRequest />},
  {path: '/CreatePullRequest/:manufacturerId/:distributorId', element: <CreatePullRequest />},
];
