import {NullableBooleanInput, SearchInput, SelectInput} from 'react-admin';
import {ROLE_CHOICES} from './roles';

/** Search (username, email, names, company), role, and account state. */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search users" />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn emptyText="All roles" />,
  <NullableBooleanInput key="isActive" source="isActive" label="Active" />,
  <NullableBooleanInput key="locked" source="locked" label="Locked" />,
  <NullableBooleanInput key="emailConfirmed" source="emailConfirmed" label="Activated" />,
];
