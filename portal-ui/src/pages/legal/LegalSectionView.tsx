import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {keyframes} from '@mui/material/styles';
import type {LegalSection} from './legalContent';

const flash = keyframes`from { box-shadow: 0 0 0 6px rgba(245,165,36,0.45) } to { box-shadow: 0 0 0 0 rgba(245,165,36,0) }`;

/** One legal section; the one the address points at is highlighted. */
export function LegalSectionView({section, highlighted}: {section: LegalSection; highlighted: boolean}) {
  return (
    <Paper
      component="section"
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      data-highlighted={highlighted || undefined}
      variant="outlined"
      sx={{
        p: {xs: 2.5, md: 4},
        mb: 3,
        scrollMarginTop: 88,
        borderLeft: '4px solid',
        borderLeftColor: highlighted ? 'secondary.main' : 'divider',
        bgcolor: highlighted ? 'rgba(245,165,36,0.05)' : 'background.paper',
        animation: highlighted ? `${flash} 1.6s ease-out` : undefined,
        transition: 'background-color .3s, border-color .3s',
      }}
    >
      <Typography id={`${section.id}-title`} variant="h2" sx={{mb: 1.5}}>
        {section.title}
      </Typography>
      <Typography color="text.secondary" sx={{mb: 2.5}}>
        {section.intro}
      </Typography>
      {section.blocks.map(b => (
        <Box key={b.heading} sx={{mb: 2.5}}>
          <Typography variant="h5" component="h3" sx={{mb: 1}}>
            {b.heading}
          </Typography>
          {b.paragraphs.map(p => (
            <Typography key={p} sx={{mb: 1, lineHeight: 1.7}}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
    </Paper>
  );
}
