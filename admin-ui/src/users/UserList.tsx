import {DataTable, DateField, List, SelectField, TextField} from 'react-admin';
import {ROLE_CHOICES} from './roles';
import type {User} from '@voltcheck/api-client';
import {UserActiveToggle} from './UserActiveToggle';
import {ChangePasswordButton, UserListActions} from './AdminAccountDialogs';
import {userFilters} from './userFilters';
import {UserStatusField} from './UserStatusField';

/** The admin users table (document 002, section 2.20): search, role filter, paging, an Active toggle per row. */
export const UserList = () => (
  <List
    filters={userFilters}
    actions={<UserListActions />}
    sort={{field: 'username', order: 'ASC'}}
    perPage={25}
    title="Users"
    exporter={false}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="username" label="Username" />
      <DataTable.Col source="lastName" label="Name" render={(r: User) => `${r.firstName} ${r.lastName}`.trim()} />
      <DataTable.Col source="email" label="Email" />
      <DataTable.Col source="role" label="Role">
        <SelectField source="role" choices={ROLE_CHOICES} />
      </DataTable.Col>
      <DataTable.Col source="companyName" label="Company">
        <TextField source="companyName" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="createdAt" label="Created">
        <DateField source="createdAt" locales="en-AU" />
      </DataTable.Col>
      <DataTable.Col source="locked" label="Status">
        <UserStatusField />
      </DataTable.Col>
      <DataTable.Col source="isActive" label="Active">
        <UserActiveToggle />
      </DataTable.Col>
      <DataTable.Col label="Password" disableSort render={(u: User) => <ChangePasswordButton record={u} />} />
    </DataTable>
  </List>
);
