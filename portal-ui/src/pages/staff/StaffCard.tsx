import {useState} from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type {StaffMembersQuery} from '@voltcheck/api-client';
import {StaffAvatar} from './StaffAvatar';

export type StaffCardMember = StaffMembersQuery['staffMembers'][number];

interface Props {
  member: StaffCardMember;
  /** The administrator's view: only 'Reset Password'. */
  adminView: boolean;
  /** A distributor's staff: shows 'For : ' and the attached manufacturers. */
  mapped: boolean;
  onEdit(): void;
  onDelete(): void;
  onResetPassword(): void;
}

/** One staff member: avatar, full name, userName, designation, and its menu (document 001 Staff, 002 section 2.5). */
export function StaffCard({member, adminView, mapped, onEdit, onDelete, onResetPassword}: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const attached = member.manufacturerMapping.filter(m => m.isManufacturerAttached).map(m => m.displayName);
  const act = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Card
      variant="outlined"
      sx={{p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', height: '100%'}}
      data-testid="staff-card"
    >
      <StaffAvatar photo={member.profilePhoto} name={member.fullName} />
      <Box sx={{flex: 1, minWidth: 0}}>
        <Typography sx={{fontWeight: 700}} noWrap>
          {member.fullName}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {member.userName}
        </Typography>
        <Typography variant="body2" noWrap>
          {member.designation || '\u00a0'}
        </Typography>
        {!member.emailConfirmed && (
          <Typography variant="caption" color="warning.main">
            Awaiting activation
          </Typography>
        )}
        {mapped && (
          <Typography variant="body2" sx={{mt: 0.5}} color={attached.length ? 'text.primary' : 'error'}>
            {attached.length ? `For : ${attached.join(', ')}` : 'No manufacturer attached'}
          </Typography>
        )}
      </Box>
      <IconButton aria-label={`Actions for ${member.fullName}`} onClick={e => setAnchor(e.currentTarget)} size="small">
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {adminView ? (
          <MenuItem onClick={act(onResetPassword)}>Reset Password</MenuItem>
        ) : (
          [
            <MenuItem key="edit" onClick={act(onEdit)}>
              Edit
            </MenuItem>,
            <MenuItem key="delete" onClick={act(onDelete)}>
              Delete
            </MenuItem>,
          ]
        )}
      </Menu>
    </Card>
  );
}
