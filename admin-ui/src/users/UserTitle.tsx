import {useRecordContext} from 'react-admin';
import type {User} from '@voltcheck/api-client';

/** Page title of one account: User “username”. */
export const UserTitle = () => {
  const record = useRecordContext<User>();
  return <>User {record ? `“${record.username}”` : ''}</>;
};
