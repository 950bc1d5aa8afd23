import Avatar from '@mui/material/Avatar';
import PersonIcon from '@mui/icons-material/Person';
import {useStoredFile} from '@voltcheck/ui-shared';

/** A staff member's photo, or the default image when it has none. */
export function StaffAvatar({photo, name, size = 56}: {photo?: string | null; name: string; size?: number}) {
  const src = useStoredFile(photo);
  return (
    <Avatar
      src={src}
      alt={src ? name : undefined}
      sx={{width: size, height: size, bgcolor: 'grey.300', color: 'grey.600'}}
    >
      <PersonIcon sx={{fontSize: size * 0.6}} aria-label="Default profile image" />
    </Avatar>
  );
}
