import FactoryIcon from '@mui/icons-material/Factory';
import type {AdminStats} from '../providers';
import {StatCard, today} from './StatCard';

/** totalManufacturers, leading to /Manufacturers. */
export const ManufacturersCard = ({stats}: {stats?: AdminStats}) => (
  <StatCard
    title="Manufacturers"
    value={stats?.totalManufacturers}
    icon={<FactoryIcon />}
    to="/Manufacturers"
    caption={stats ? `${stats.activeManufacturers} active · ${today()}` : undefined}
  />
);
