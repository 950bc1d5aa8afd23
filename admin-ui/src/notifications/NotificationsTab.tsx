import Box from '@mui/material/Box';
import {useState} from 'react';
import {NotificationGroups, type GroupEditing} from '@voltcheck/ui-shared';

/** The manufacturer detail's Notifications tab (document 002 section 2.7): its groups, as on /Notifications. */
export const NotificationsTab = ({manufacturerId}: {manufacturerId: string}) => {
  const [editing, setEditing] = useState<GroupEditing>(null);
  return (
    <Box sx={{p: 2}}>
      <NotificationGroups manufacturerId={manufacturerId} editing={editing} onEditing={setEditing} />
    </Box>
  );
};
