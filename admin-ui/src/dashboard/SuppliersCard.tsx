import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type {AdminStats} from '../providers';
import {StatCard} from './StatCard';

/** totalSuppliers (supplier and distributor companies), leading to /Suppliers. */
export const SuppliersCard = ({stats}: {stats?: AdminStats}) => (
  <StatCard
    title="Suppliers"
    value={stats?.totalDistributors}
    icon={<LocalShippingIcon />}
    to="/Suppliers"
    tone="secondary"
  />
);
