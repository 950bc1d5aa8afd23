import PeopleIcon from '@mui/icons-material/People';
import type {User} from '@voltcheck/api-client';
import {UserEdit} from './UserEdit';
import {UserList} from './UserList';
import {UserShow} from './UserShow';

/** The `Users` resource (GraphQL type User; route /Users of document 002). */
export default {
  list: UserList,
  edit: UserEdit,
  create: undefined,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: (record: User) => record.username,
};
