import {useState} from 'react';
import {useNavigate} from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {NotificationGroups, type GroupEditing} from '@voltcheck/ui-shared';
import {PERMISSION, usePermissionRefusal} from '../../session/permissions';

/**
 * `/notification` (document 001): the manufacturer's own notification groups and contacts. `/AddGroup`
 * opens it with the Add Group form; closing the form returns to `/notification`.
 */
export function NotificationPage({adding = false}: {adding?: boolean}) {
  useDocumentTitle(`${config.productCode} | Notifications`);
  const navigate = useNavigate();
  // Groups and contacts are the company's profile: changing them needs Manage Profile, as the server rules.
  const refusal = usePermissionRefusal(PERMISSION.manageProfile);
  const [editing, setEditing] = useState<GroupEditing>(adding ? {kind: 'new'} : null);
  return (
    <Box>
      <Typography variant="h1" sx={{mb: 1}}>
        Notifications
      </Typography>
      <Typography color="text.secondary" sx={{mb: 3, maxWidth: 760}}>
        The contacts of your enabled groups receive the mails each group chooses: a daily digest of new failed serials,
        a reminder when an upload is overdue for your upload frequency, and the serials the CER Serial Ledger refuses.
        Each mail has its own unsubscribe link.
      </Typography>
      <NotificationGroups
        manufacturerId={null}
        refusal={refusal}
        editing={editing}
        onEditing={next => {
          setEditing(next);
          if (!next && adding) navigate('/notification', {replace: true});
        }}
      />
    </Box>
  );
}
