import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type {ReactNode} from 'react';

/** A titled group of fields laid out on a responsive two-column grid. */
export function FormSection({
  title,
  icon,
  description,
  children,
}: {
  title: string;
  icon?: ReactNode;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{mb: 3.5}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 1.2, mb: description ? 0.5 : 2}}>
        {icon && (
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 32,
              height: 32,
              borderRadius: 2,
              bgcolor: 'rgba(11,93,122,0.09)',
              color: 'primary.main',
            }}
          >
            {icon}
          </Box>
        )}
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
      </Box>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{mb: 2, ml: icon ? 5.5 : 0}}>
          {description}
        </Typography>
      )}
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}
