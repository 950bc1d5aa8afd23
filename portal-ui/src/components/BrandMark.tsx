import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import {config} from '../config';

/** The VoltCheck logo: a small battery with a charge bolt, and the wordmark. */
export function BrandMark({inverse = false, size = 'medium'}: {inverse?: boolean; size?: 'small' | 'medium'}) {
  const box = size === 'small' ? 30 : 36;
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1.2}} aria-label={config.appName} role="img">
      <Box
        aria-hidden
        sx={{
          position: 'relative',
          width: box * 0.78,
          height: box,
          borderRadius: '7px',
          bgcolor: inverse ? 'common.white' : 'primary.main',
          display: 'grid',
          placeItems: 'center',
          mt: '4px',
          '&::before': {
            content: '""',
            position: 'absolute',
            top: -5,
            left: '50%',
            transform: 'translateX(-50%)',
            width: box * 0.32,
            height: 5,
            borderRadius: '3px 3px 0 0',
            bgcolor: inverse ? 'common.white' : 'primary.main',
          },
        }}
      >
        <BoltIcon sx={{color: 'secondary.main', fontSize: box * 0.7}} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          letterSpacing: '-0.02em',
          fontSize: size === 'small' ? '1.2rem' : '1.45rem',
          color: inverse ? 'common.white' : 'text.primary',
          '& span': {color: inverse ? 'secondary.light' : 'primary.main'},
        }}
      >
        Volt<span>Check</span>
      </Typography>
    </Box>
  );
}
