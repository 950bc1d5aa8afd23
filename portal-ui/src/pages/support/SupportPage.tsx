import {useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {Link as RouterLink} from 'react-router-dom';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {SUPPORT_ARTICLES} from './articles';

const PAGE = 6;

/** `/support`: 'How can we help?', popular articles (the portal's own guides), Load more. */
export function SupportPage() {
  useDocumentTitle(`${config.productCode} | Support`);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);
  const term = search.trim().toLowerCase();
  const matches = SUPPORT_ARTICLES.filter(a => !term || `${a.title} ${a.summary}`.toLowerCase().includes(term));
  return (
    <Box>
      <Box sx={{textAlign: 'center', py: 4}}>
        <Typography variant="h1" sx={{mb: 2}}>
          How can we help?
        </Typography>
        <TextField
          placeholder="Search articles"
          value={search}
          onChange={e => setSearch(e.target.value)}
          sx={{width: {xs: '100%', sm: 480}}}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Typography variant="h2" sx={{mb: 2}}>
        Popular articles
      </Typography>
      {!matches.length && <Typography color="text.secondary">No result found.</Typography>}
      <Grid container spacing={2}>
        {matches.slice(0, shown).map(a => (
          <Grid key={a.title} size={{xs: 12, sm: 6, lg: 4}}>
            <Card variant="outlined" sx={{height: '100%'}}>
              <CardActionArea component={RouterLink} to={a.to} sx={{p: 2, height: '100%'}}>
                <Typography sx={{fontWeight: 700, mb: 1}}>{a.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {a.summary}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {matches.length > shown && (
        <Box sx={{textAlign: 'center', mt: 3}}>
          <Button variant="outlined" onClick={() => setShown(s => s + PAGE)}>
            Load more
          </Button>
        </Box>
      )}
      <Typography color="text.secondary" sx={{mt: 4, textAlign: 'center'}}>
        Still stuck? Email <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
      </Typography>
    </Box>
  );
}
