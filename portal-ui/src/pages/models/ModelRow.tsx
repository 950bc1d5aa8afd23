import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {Link as RouterLink} from 'react-router-dom';
import {formatCount} from '../../components/formatCount';
import {shortDate} from '../serials/serialFormat';
import {availablePercent, failedPercent, failureColour, NO_PRODUCT_LINE, NO_WARRANTY, years} from './modelFormat';
import type {ProductModel} from './models.queries';

function Warranty({p}: {p: ProductModel}) {
  const w = p.productWarranty;
  if (!w)
    return (
      <Typography variant="body2" color="text.secondary">
        {NO_WARRANTY}
      </Typography>
    );
  const link = (href: string | null, text: string) =>
    href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </Link>
    ) : (
      text
    );
  return (
    <Typography variant="body2">
      Component: {link(w.componentWarrantyLink, years(w.componentInYears))}
      <br />
      Performance: {link(w.performanceWarrantyLink, years(w.performanceInYears))}
    </Typography>
  );
}

/** One model of the Models tab; administrators do not get the per-row actions. */
export function ModelRow({p, admin, onView}: {p: ProductModel; admin: boolean; onView: (p: ProductModel) => void}) {
  const s = p.serialStats;
  const failed = failedPercent(s.failed, s.totalRequests);
  const available = availablePercent(s.pending, s.installed);
  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2" sx={{fontWeight: 600}}>
          {p.model}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {p.productType}
        </Typography>
      </TableCell>
      <TableCell>
        {p.productLine?.lineName ?? (
          <Typography variant="body2" color="text.secondary">
            {NO_PRODUCT_LINE}
          </Typography>
        )}
      </TableCell>
      <TableCell>{shortDate(p.approvedDate) || '-'}</TableCell>
      <TableCell>{shortDate(p.expiryDate) || '-'}</TableCell>
      <TableCell>
        <Warranty p={p} />
      </TableCell>
      <TableCell sx={{minWidth: 120}}>
        {formatCount(s.pending)}
        <LinearProgress variant="determinate" value={available} aria-label={`${available}% available`} />
      </TableCell>
      <TableCell sx={{minWidth: 120}}>
        {formatCount(s.failed)}
        <LinearProgress
          variant="determinate"
          value={failed}
          color={failureColour(failed)}
          aria-label={`${failed}% failed`}
        />
      </TableCell>
      <TableCell>
        {!admin && (
          <Box sx={{display: 'flex', gap: 0.5, flexWrap: 'wrap'}}>
            <Button size="small" component={RouterLink} to="/flash">
              Upload more
            </Button>
            <Button size="small" component={RouterLink} to="/flash/resolve">
              Resolve
            </Button>
            <Button size="small" variant="outlined" onClick={() => onView(p)}>
              View more
            </Button>
          </Box>
        )}
      </TableCell>
    </TableRow>
  );
}
