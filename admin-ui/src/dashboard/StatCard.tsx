import {Box, Card, CardActionArea, CardContent, Skeleton, Typography} from '@mui/material';
import type {ReactElement, ReactNode} from 'react';
import {Link} from 'react-router-dom';

export interface StatCardProps {
  title: string;
  value?: number;
  icon: ReactElement;
  /** Where a click leads (a console route). */
  to: string;
  caption?: ReactNode;
  /** Accent of the icon tile. */
  tone?: 'primary' | 'secondary' | 'warning' | 'error' | 'success';
}

/** Today as DD/MM/YYYY (document 002's date format). */
export const today = () => new Date().toLocaleDateString('en-AU', {day: '2-digit', month: '2-digit', year: 'numeric'});

/** One clickable count of the dashboard, with today's date (document 002, section 2.4). */
export const StatCard = ({title, value, icon, to, caption, tone = 'primary'}: StatCardProps) => (
  <Card sx={{height: '100%'}}>
    <CardActionArea component={Link} to={to} sx={{height: '100%'}}>
      <CardContent sx={{display: 'flex', gap: 2, alignItems: 'center'}}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            bgcolor: `${tone}.main`,
            color: `${tone}.contrastText`,
          }}
        >
          {icon}
        </Box>
        <Box sx={{minWidth: 0}}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {title}
          </Typography>
          <Typography variant="h4" component="p" sx={{lineHeight: 1.2}}>
            {value === undefined ? <Skeleton width={48} /> : value.toLocaleString('en-AU')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {caption ?? today()}
          </Typography>
        </Box>
      </CardContent>
    </CardActionArea>
  </Card>
);
