import {ApolloProvider} from '@apollo/client';
import Box from '@mui/material/Box';
import {useState} from 'react';
import {client} from '../providers';
import {NotificationGroups} from './NotificationGroups';
import type {GroupEditing} from './NotificationGroups';

/** The manufacturer detail's Notifications tab (document 002 section 2.7): its groups, as on /Notifications. */
export const NotificationsTab = ({manufacturerId}: {manufacturerId: string}) => {
  const [editing, setEditing] = useState<GroupEditing>(null);
  return (
    <ApolloProvider client={client}>
      <Box sx={{p: 2}}>
        <NotificationGroups manufacturerId={manufacturerId} editing={editing} onEditing={setEditing} />
      </Box>
    </ApolloProvider>
  );
};
