import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {keyframes} from '@mui/material/styles';
import BoltIcon from '@mui/icons-material/Bolt';
import SolarPowerIcon from '@mui/icons-material/SolarPower';
import VerifiedIcon from '@mui/icons-material/Verified';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import type {ReactNode} from 'react';

const charge = keyframes`0%, 100% { opacity: .55 } 50% { opacity: 1 }`;
const float = keyframes`0%, 100% { transform: translateY(0) } 50% { transform: translateY(-6px) }`;

function Badge({icon, label, sx}: {icon: ReactNode; label: string; sx: object}) {
  return (
    <Paper
      elevation={0}
      sx={{
        position: 'absolute',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 99,
        bgcolor: 'rgba(255,255,255,0.96)',
        color: 'text.primary',
        boxShadow: '0 8px 24px rgba(0,0,0,0.18)',
        animation: `${float} 5s ease-in-out infinite`,
        whiteSpace: 'nowrap',
        ...sx,
      }}
    >
      {icon}
      <Typography variant="body2" sx={{fontWeight: 600}}>
        {label}
      </Typography>
    </Paper>
  );
}

/** A charging battery drawn in CSS, with the steps of a verification around it. Decorative. */
export function BatteryIllustration({height = 260}: {height?: number}) {
  const width = height * 0.5;
  const top = 22;
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        height: top + height + 64,
        width: 440,
        maxWidth: 'none',
        zoom: {xs: 0.62, md: 0.66, lg: 0.95, xl: 1},
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: '50%',
          top,
          transform: 'translateX(-50%)',
          width,
          height,
          borderRadius: 4,
          border: '6px solid rgba(255,255,255,0.92)',
          p: 1,
          display: 'flex',
          flexDirection: 'column-reverse',
          gap: 1,
          boxShadow: '0 20px 50px rgba(0,0,0,0.25), inset 0 0 0 1px rgba(255,255,255,0.2)',
          bgcolor: 'rgba(255,255,255,0.06)',
          '&::before': {
            content: '""',
            position: 'absolute',
            top: -20,
            left: '50%',
            transform: 'translateX(-50%)',
            width: width * 0.38,
            height: 14,
            borderRadius: '6px 6px 0 0',
            bgcolor: 'rgba(255,255,255,0.92)',
          },
        }}
      >
        {[0, 1, 2, 3].map(i => (
          <Box
            key={i}
            sx={{
              flex: 1,
              borderRadius: 1.5,
              background: i < 3 ? 'linear-gradient(90deg, #ffc35c, #f5a524)' : 'rgba(255,255,255,0.18)',
              animation: i === 2 ? `${charge} 1.8s ease-in-out infinite` : undefined,
            }}
          />
        ))}
        <BoltIcon
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            fontSize: width * 0.62,
            color: '#ffffff',
            filter: 'drop-shadow(0 4px 10px rgba(0,0,0,0.35))',
          }}
        />
      </Box>
      <Badge
        icon={<SolarPowerIcon sx={{color: 'secondary.dark'}} />}
        label="Solar battery"
        sx={{top: top + height * 0.12, left: 0}}
      />
      <Badge
        icon={<QrCodeScannerIcon color="primary" />}
        label="Serial scanned"
        sx={{top: top + height * 0.5, right: 0, animationDelay: '1.2s'}}
      />
      <Badge
        icon={<VerifiedIcon sx={{color: 'success.main'}} />}
        label="Genuine & under warranty"
        sx={{bottom: 0, left: '50%', ml: '-112px', animationDelay: '2.4s'}}
      />
    </Box>
  );
}
