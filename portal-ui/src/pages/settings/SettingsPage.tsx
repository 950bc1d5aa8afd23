import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {useSession} from '../../session/SessionContext';

const MENU_POSITIONS = ['Left', 'Top'] as const;
const THEME_COLOURS = ['#0B5D7A', '#2E7D32', '#6A1B9A', '#C62828'] as const;

/**
 * `/settings`: the static mock of document 001 (company logo, name, ABN, address, email, phone, menu
 * position, theme colour). It keeps nothing: the form says so, and Save only repeats it.
 */
export function SettingsPage() {
  useDocumentTitle(`${config.productCode} | Settings`);
  const {profile} = useSession();
  const [menuPosition, setMenuPosition] = useState<string>(MENU_POSITIONS[0]);
  const [colour, setColour] = useState<string>(THEME_COLOURS[0]);
  const [saved, setSaved] = useState(false);
  return (
    <Box sx={{maxWidth: 880}}>
      <Typography variant="h1" sx={{mb: 1}}>
        Settings
      </Typography>
      <Alert severity="info" sx={{mb: 3}}>
        This page is a preview: changes made here are not saved. Update your details in My Account.
      </Alert>
      <Paper variant="outlined" sx={{p: {xs: 2, sm: 3}}}>
        <Grid container spacing={2.5}>
          <Grid size={12} sx={{display: 'flex', alignItems: 'center', gap: 2}}>
            <Avatar variant="rounded" sx={{width: 64, height: 64}}>
              {(profile?.displayName ?? '?').slice(0, 1)}
            </Avatar>
            <Typography color="text.secondary">Company logo</Typography>
          </Grid>
          {[
            ['Company name', profile?.displayName ?? ''],
            ['ABN', ''],
            ['Address', profile?.address ?? ''],
            ['Email', profile?.email ?? ''],
            ['Phone', profile?.phoneNumber ?? ''],
          ].map(([label, value]) => (
            <Grid key={label} size={{xs: 12, sm: 6}}>
              <TextField fullWidth label={label} defaultValue={value} />
            </Grid>
          ))}
          <Grid size={{xs: 12, sm: 6}}>
            <TextField
              select
              fullWidth
              label="Menu position"
              value={menuPosition}
              onChange={e => setMenuPosition(e.target.value)}
            >
              {MENU_POSITIONS.map(p => (
                <MenuItem key={p} value={p}>
                  {p}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <Typography sx={{mb: 1}}>Theme colour</Typography>
            <Box sx={{display: 'flex', gap: 1}} role="radiogroup" aria-label="Theme colour">
              {THEME_COLOURS.map(c => (
                <Box
                  key={c}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={colour === c}
                  aria-label={c}
                  onClick={() => setColour(c)}
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    bgcolor: c,
                    border: 3,
                    borderColor: colour === c ? 'text.primary' : 'transparent',
                    cursor: 'pointer',
                  }}
                />
              ))}
            </Box>
          </Grid>
        </Grid>
        <Button variant="contained" sx={{mt: 3}} onClick={() => setSaved(true)}>
          Save
        </Button>
        {saved && (
          <Alert severity="warning" sx={{mt: 2}} role="status">
            Nothing was saved: settings are not available yet.
          </Alert>
        )}
      </Paper>
    </Box>
  );
}
