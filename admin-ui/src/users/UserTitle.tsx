import {useRecordContext} from 'react-admin';
import type {UserRecord} from './types';

/** Page title of one account: User “username”. */
export const UserTitle = () => {
  const record = useRecordContext<UserRecord>();
  return <>User {record ? `“${record.username}”` : ''}</>;
};
