import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {useStoredFile} from '@voltcheck/ui-shared';

/** An image of the account (profile photo, company logo) with its upload button. */
export function ImagePicker({
  label,
  path,
  busy,
  variant,
  onPick,
}: {
  label: string;
  path?: string | null;
  busy: boolean;
  variant: 'circular' | 'rounded';
  onPick(file: File): void;
}) {
  const src = useStoredFile(path);
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 2}}>
      <Avatar
        src={src}
        variant={variant}
        alt={src ? label : undefined}
        sx={{width: 72, height: 72, bgcolor: 'grey.200'}}
      />
      <Box>
        <Typography sx={{fontWeight: 600, mb: 0.5}}>{label}</Typography>
        <Button component="label" variant="outlined" size="small" disabled={busy}>
          {busy ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label={label}
            onChange={e => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onPick(file);
            }}
          />
        </Button>
      </Box>
    </Box>
  );
}
