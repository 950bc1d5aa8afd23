import {useEffect} from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import {Link as RouterLink, useLocation} from 'react-router-dom';
import {PublicLayout} from '../../components/PublicLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {LEGAL_SECTIONS, sectionFromHash} from './legalContent';
import type {LegalSectionId} from './legalContent';
import {LegalSectionView} from './LegalSectionView';

const ICONS: Record<LegalSectionId, typeof GavelOutlinedIcon> = {
  termUse: GavelOutlinedIcon,
  privacy: PrivacyTipOutlinedIcon,
  about: InfoOutlinedIcon,
};

/** `/legal` (and `/termsofuse`, `/privacy`, `/about`): the hash picks, scrolls to and highlights a section. */
export function LegalPage({section = 'termUse'}: {section?: LegalSectionId}) {
  const {hash, pathname} = useLocation();
  const active = sectionFromHash(hash) ?? section;
  useDocumentTitle(LEGAL_SECTIONS.find(s => s.id === active)?.title ?? 'Legal');

  useEffect(() => {
    const el = document.getElementById(active);
    if (!el) return;
    // The default section is the top of the page: no jump unless asked for.
    if (!hash && active === 'termUse') window.scrollTo({top: 0});
    else el.scrollIntoView({behavior: 'smooth', block: 'start'});
  }, [active, hash, pathname]);

  return (
    <PublicLayout>
      <Typography variant="h1" sx={{mb: {xs: 2, md: 4}}}>
        Legal
      </Typography>
      <Grid container spacing={{xs: 2, md: 4}}>
        <Grid size={{xs: 12, md: 3}}>
          <Paper variant="outlined" sx={{position: {md: 'sticky'}, top: {md: 88}}}>
            <Box component="nav" aria-label="Legal sections">
              <List sx={{display: {xs: 'flex', md: 'block'}, overflowX: 'auto', p: 1}}>
                {LEGAL_SECTIONS.map(s => {
                  const Icon = ICONS[s.id];
                  const selected = s.id === active;
                  return (
                    <ListItemButton
                      key={s.id}
                      component={RouterLink}
                      to={{pathname: '/legal', hash: `#${s.id}`}}
                      selected={selected}
                      aria-current={selected ? 'location' : undefined}
                      sx={{borderRadius: 2, flex: {xs: '1 0 auto', md: 'initial'}}}
                    >
                      <ListItemIcon sx={{minWidth: 36, color: selected ? 'primary.main' : undefined}}>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={s.title} slotProps={{primary: {sx: {fontWeight: selected ? 700 : 500}}}} />
                    </ListItemButton>
                  );
                })}
              </List>
            </Box>
          </Paper>
        </Grid>
        <Grid size={{xs: 12, md: 9}}>
          {LEGAL_SECTIONS.map(s => (
            <LegalSectionView key={s.id} section={s} highlighted={s.id === active} />
          ))}
        </Grid>
      </Grid>
    </PublicLayout>
  );
}
