import {useState} from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonIcon from '@mui/icons-material/Person';
import type {AdminStaffMember} from './staff.queries';
import {useStoredFile} from '@voltcheck/ui-shared';

function StaffAvatar({photo}: {photo: string | null}) {
  const src = useStoredFile(photo);
  return (
    <Avatar src={src} sx={{width: 56, height: 56, bgcolor: 'grey.300', color: 'grey.600'}}>
      <PersonIcon aria-label="Default profile image" />
    </Avatar>
  );
}

/** One card of the administrator's view: avatar, full name, userName, designation, and 'Reset Password' only. */
function StaffCard({member, mapped, onReset}: {member: AdminStaffMember; mapped: boolean; onReset(): void}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const attached = member.manufacturerMapping.filter(m => m.isManufacturerAttached).map(m => m.displayName);
  return (
    <Card variant="outlined" sx={{p: 2, display: 'flex', gap: 2, alignItems: 'flex-start'}} data-testid="staff-card">
      <StaffAvatar photo={member.profilePhoto} />
      <Box sx={{flex: 1, minWidth: 0}}>
        <Typography sx={{fontWeight: 700}}>{member.fullName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {member.userName}
        </Typography>
        <Typography variant="body2">{member.designation || '\u00a0'}</Typography>
        {mapped && (
          <Typography variant="body2" color={attached.length ? 'text.primary' : 'error'}>
            {attached.length ? `For : ${attached.join(', ')}` : 'No manufacturer attached'}
          </Typography>
        )}
      </Box>
      <IconButton aria-label={`Actions for ${member.fullName}`} size="small" onClick={e => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onReset();
          }}
        >
          Reset Password
        </MenuItem>
      </Menu>
    </Card>
  );
}

/** The staff cards of one company, or the not-found state. */
export function StaffCards({
  members,
  mapped,
  onReset,
}: {
  members: AdminStaffMember[];
  mapped: boolean;
  onReset(member: AdminStaffMember): void;
}) {
  if (!members.length)
    return (
      <Typography color="text.secondary" sx={{py: 4, textAlign: 'center'}}>
        No result found.
      </Typography>
    );
  return (
    <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr'}}}>
      {members.map(m => (
        <StaffCard key={m.staffId} member={m} mapped={mapped} onReset={() => onReset(m)} />
      ))}
    </Box>
  );
}
