import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type {AdminStats} from '../providers';
import {StatCard} from './StatCard';

const filter = encodeURIComponent(JSON.stringify({emailConfirmed: false}));

/** Accounts whose emailed activation link has not been used, leading to those users. */
export const PendingActivationsCard = ({stats}: {stats?: AdminStats}) => (
  <StatCard
    title="Pending activation"
    value={stats?.pendingActivation}
    icon={<HourglassTopIcon />}
    to={`/Users?filter=${filter}`}
    tone="warning"
    caption="Activation link not used yet"
  />
);
