import LockIcon from '@mui/icons-material/Lock';
import type {AdminStats} from '../providers';
import {StatCard} from './StatCard';

const filter = encodeURIComponent(JSON.stringify({locked: true}));

/** Accounts locked now after failed sign-ins, leading to those users (where they can be unlocked). */
export const LockedAccountsCard = ({stats}: {stats?: AdminStats}) => (
  <StatCard
    title="Locked accounts"
    value={stats?.lockedAccounts}
    icon={<LockIcon />}
    to={`/Users?filter=${filter}`}
    tone="error"
    caption={stats ? `${stats.deactivatedUsers} deactivated` : undefined}
  />
);
