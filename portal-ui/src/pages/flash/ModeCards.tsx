import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import {Link as RouterLink} from 'react-router-dom';
import type {UploadType} from './flash.types';

const MODES = [
  {
    type: 1,
    title: 'Fresh upload',
    to: '/flash',
    icon: CloudUploadOutlinedIcon,
    text: 'Import the flash data of newly shipped serials.',
  },
  {
    type: 2,
    title: 'Resolve failed serials',
    to: '/flash/resolve',
    icon: RuleOutlinedIcon,
    text: 'Upload the serials that failed verification, to resolve them.',
  },
] as const;

/** The two cards of the flash data page; the chosen one is highlighted. */
export function ModeCards({type, hideFresh}: {type: UploadType; hideFresh: boolean}) {
  return (
    <Grid container spacing={2} sx={{mb: 3}}>
      {MODES.filter(m => !(hideFresh && m.type === 1)).map(m => {
        const selected = m.type === type;
        const Icon = m.icon;
        return (
          <Grid key={m.type} size={{xs: 12, sm: 6}}>
            <Card
              variant="outlined"
              sx={{
                height: '100%',
                borderColor: selected ? 'primary.main' : 'divider',
                borderWidth: selected ? 2 : 1,
                bgcolor: selected ? 'rgba(11,93,122,0.05)' : undefined,
              }}
            >
              <CardActionArea
                component={RouterLink}
                to={m.to}
                aria-current={selected ? 'page' : undefined}
                sx={{height: '100%'}}
              >
                <CardContent sx={{display: 'flex', gap: 2, alignItems: 'flex-start'}}>
                  <Icon color={selected ? 'primary' : 'action'} sx={{fontSize: 36}} />
                  <div>
                    <Typography variant="h6" component="h2">
                      {m.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {m.text}
                    </Typography>
                  </div>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
