import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {Link as RouterLink} from 'react-router-dom';
import {formatCount} from '../../components/formatCount';
import {WarrantyLink} from '../product-line/StoredFile';
import {availablePercent, failedPercent, failureColour, NO_PRODUCT_LINE, NO_WARRANTY, years} from './modelFormat';
import type {ProductModel} from './models.queries';
import {shortDate, WithReason} from '@voltcheck/ui-shared';
import {Permitted} from '../../components/Permitted';
import {PERMISSION, usePermissionRefusal} from '../../session/permissions';

/** The years, linked to the warranty's document when there is one. */
function YearsLink({link, yrs, label}: {link: string | null; yrs: number; label: string}) {
  if (!link) return <>{years(yrs)}</>;
  return (
    <WarrantyLink link={link} label={label}>
      {years(yrs)}
    </WarrantyLink>
  );
}

function Warranty({p}: {p: ProductModel}) {
  const w = p.productWarranty;
  if (!w)
    return (
      <Typography variant="body2" color="text.secondary">
        {NO_WARRANTY}
      </Typography>
    );
  return (
    <Typography variant="body2">
      Component: <YearsLink link={w.componentWarrantyLink} yrs={w.componentInYears} label="component-warranty" />
      <br />
      Performance:{' '}
      <YearsLink link={w.performanceWarrantyLink} yrs={w.performanceInYears} label="performance-warranty" />
    </Typography>
  );
}

/**
 * One model of the Models tab; administrators do not get the per-row actions. `onModify`, given to those who may
 * change product lines (never supplier-type roles), opens the 'Modify Product Line' dialog; staff without Manage
 * Profile see it disabled with the reason, as they see Upload more and Resolve without Upload.
 */
export function ModelRow({
  p,
  admin,
  onView,
  onModify,
}: {
  p: ProductModel;
  admin: boolean;
  onView: (p: ProductModel) => void;
  onModify?: (p: ProductModel) => void;
}) {
  const s = p.serialStats;
  const modifyRefusal = usePermissionRefusal(PERMISSION.manageProfile);
  const failed = failedPercent(s.failed, s.totalRequests);
  const available = availablePercent(s.pending, s.installed);
  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2" sx={{fontWeight: 600}}>
          {p.model} {p.test && <Chip size="small" label="Test" variant="outlined" />}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {p.productType}
        </Typography>
      </TableCell>
      <TableCell>
        <Box sx={{display: 'flex', alignItems: 'center', gap: 0.5}}>
          {p.productLine?.lineName ?? (
            <Typography variant="body2" color="text.secondary">
              {NO_PRODUCT_LINE}
            </Typography>
          )}
          {onModify && modifyRefusal && (
            <WithReason reason={modifyRefusal}>
              <IconButton size="small" aria-label={`Modify Product Line of ${p.model}`}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </WithReason>
          )}
          {onModify && !modifyRefusal && (
            <Tooltip title="Modify Product Line">
              <IconButton size="small" aria-label={`Modify Product Line of ${p.model}`} onClick={() => onModify(p)}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
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
            <Permitted permission={PERMISSION.upload}>
              <Button size="small" component={RouterLink} to="/flash">
                Upload more
              </Button>
            </Permitted>
            <Permitted permission={PERMISSION.upload}>
              <Button size="small" component={RouterLink} to="/flash/resolve">
                Resolve
              </Button>
            </Permitted>
            <Button size="small" variant="outlined" onClick={() => onView(p)}>
              View more
            </Button>
          </Box>
        )}
      </TableCell>
    </TableRow>
  );
}
