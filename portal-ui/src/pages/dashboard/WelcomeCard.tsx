import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BatteryChargingFullIcon from '@mui/icons-material/BatteryChargingFull';
import type {Role} from '@voltcheck/api-client';
import {uploadFrequencyName} from '@voltcheck/api-client';
import type {Profile} from '../../session/profile';
import {roleLabel} from '../../session/roles';

export function frequencyLabel(code: number | null | undefined): string {
  if (!code) return 'Not set';
  return uploadFrequencyName(code) ?? `Code ${code}`;
}

/** The hero of the dashboard: who is signed in, for which company, in which role. */
export function WelcomeCard({profile, role}: {profile: Profile; role: Role | undefined}) {
  const first = profile.firstName || profile.displayName || profile.username || '';
  return (
    <Paper
      sx={{
        position: 'relative',
        overflow: 'hidden',
        p: {xs: 3, md: 4},
        color: 'common.white',
        background:
          'radial-gradient(circle at 90% 0%, rgba(245,165,36,0.35), transparent 45%), linear-gradient(135deg, #0b5d7a, #063f54)',
      }}
    >
      <BatteryChargingFullIcon
        aria-hidden
        sx={{
          position: 'absolute',
          right: {xs: -30, md: 24},
          bottom: -30,
          fontSize: 200,
          color: 'rgba(255,255,255,0.08)',
          transform: 'rotate(-12deg)',
        }}
      />
      <Typography variant="overline" sx={{color: 'secondary.light', letterSpacing: '0.12em', fontWeight: 700}}>
        Welcome back
      </Typography>
      <Typography variant="h1" component="h2" sx={{color: 'common.white', mb: 1}}>
        {first ? `Hello, ${first}` : 'Hello'}
      </Typography>
      <Typography sx={{color: 'rgba(255,255,255,0.85)', mb: 2.5, fontSize: '1.05rem'}}>
        {profile.displayName || 'Your company'}
      </Typography>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1}}>
        <Chip label={roleLabel(role)} sx={{bgcolor: 'secondary.main', color: '#1d1d1d', fontWeight: 600}} />
        {profile.email && (
          <Chip
            label={profile.email}
            variant="outlined"
            sx={{color: 'common.white', borderColor: 'rgba(255,255,255,0.4)'}}
          />
        )}
        <Chip
          label={`Upload frequency: ${frequencyLabel(profile.uploadFrequency)}`}
          variant="outlined"
          sx={{color: 'common.white', borderColor: 'rgba(255,255,255,0.4)'}}
        />
      </Box>
    </Paper>
  );
}
