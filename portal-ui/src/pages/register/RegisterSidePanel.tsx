import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import {config} from '../../config';
import {BatteryIllustration} from '../../components/BatteryIllustration';

const STEPS = [
  ['Register your company', 'Tell us who you are and which brand you make or supply.'],
  ['Activate your account', 'Open the link we email you to confirm your address.'],
  ['Upload product serials', 'Add the serial numbers of the batteries you bring to market.'],
  ['Installers verify on site', 'Each battery installed is checked against your serials.'],
];

/** The side panel of the registration page: the battery validation project, and where to find us. */
export function RegisterSidePanel() {
  return (
    <Stack spacing={3.5} sx={{maxWidth: 460}}>
      <Box>
        <Typography variant="overline" sx={{color: 'secondary.light', letterSpacing: '0.12em', fontWeight: 700}}>
          Battery validation project
        </Typography>
        <Typography variant="h2" component="p" sx={{color: 'common.white', lineHeight: 1.2, mt: 0.5}}>
          Help keep counterfeit batteries out of Australian homes.
        </Typography>
        <Typography sx={{mt: 1.5, color: 'rgba(255,255,255,0.82)'}}>
          {config.appName} is a voluntary program for the solar supply chain. Manufacturers and suppliers register the
          serial numbers of their batteries; installers check every battery against them before it is installed under
          the small-scale renewable energy scheme, so warranties can be honoured and genuine products recognised.
        </Typography>
      </Box>
      <BatteryIllustration height={150} />
      <Stack component="ol" spacing={1.5} sx={{listStyle: 'none', p: 0, m: 0}}>
        {STEPS.map(([title, text], i) => (
          <Box component="li" key={title} sx={{display: 'flex', gap: 1.5}}>
            <Box
              sx={{
                flex: 'none',
                width: 26,
                height: 26,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'secondary.main',
                color: '#1d1d1d',
                fontWeight: 700,
                fontSize: 13,
              }}
            >
              {i + 1}
            </Box>
            <Box>
              <Typography variant="body2" sx={{fontWeight: 600, color: 'common.white'}}>
                {title}
              </Typography>
              <Typography variant="body2" sx={{color: 'rgba(255,255,255,0.75)'}}>
                {text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
      <Box
        component="address"
        sx={{
          fontStyle: 'normal',
          p: 2,
          borderRadius: 2,
          bgcolor: 'rgba(255,255,255,0.08)',
          border: '1px solid rgba(255,255,255,0.16)',
        }}
      >
        <Typography variant="body2" sx={{fontWeight: 700, color: 'common.white', mb: 1}}>
          {config.companyName}
        </Typography>
        <Box sx={{display: 'flex', gap: 1, color: 'rgba(255,255,255,0.85)', mb: 0.75}}>
          <LocationOnOutlinedIcon fontSize="small" />
          <Typography variant="body2">{config.companyAddress}</Typography>
        </Box>
        <Box sx={{display: 'flex', gap: 1, color: 'rgba(255,255,255,0.85)'}}>
          <MailOutlinedIcon fontSize="small" />
          <Typography variant="body2">{config.supportEmail}</Typography>
        </Box>
      </Box>
    </Stack>
  );
}
