import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface ReachFigures {
  affected: number;
  installed: number;
  located: number;
  remedied: number;
}

const FIGURES: {key: keyof ReachFigures; label: string; of?: keyof ReachFigures; hint: string}[] = [
  {key: 'affected', label: 'Affected', hint: 'serials under this recall'},
  {key: 'installed', label: 'Installed', of: 'affected', hint: 'of the affected serials'},
  {key: 'located', label: 'Located', of: 'installed', hint: 'of the installations, with an address'},
  {key: 'remedied', label: 'Remedied', of: 'installed', hint: 'of the installations'},
];

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0);

/** The recall's four figures as cards; each share drawn as a bar of the figure it is part of. */
export function RecallFigures({figures}: {figures: ReachFigures}) {
  return (
    <Box
      role="list"
      aria-label="Reach"
      sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr 1fr', md: 'repeat(4, 1fr)'}}}
    >
      {FIGURES.map(({key, label, of, hint}) => {
        const value = figures[key] ?? 0;
        const share = of ? percent(value, figures[of] ?? 0) : undefined;
        return (
          <Card key={key} role="listitem" aria-label={label}>
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h4" component="p" sx={{fontWeight: 700}}>
                {value.toLocaleString('en-AU')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {share === undefined ? hint : `${share}% ${hint}`}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={share ?? 100}
                color={key === 'remedied' ? 'success' : key === 'affected' ? 'error' : 'primary'}
                sx={{mt: 1, height: 6, borderRadius: 3}}
                aria-label={`${label} share`}
              />
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
