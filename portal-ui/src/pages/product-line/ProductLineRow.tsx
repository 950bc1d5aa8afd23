import {Link as RouterLink} from 'react-router-dom';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type {ProductLineItem} from './productLine.queries';
import {ProductLineLogo, WarrantyLink} from './StoredFile';
import {shortDate, WithReason} from '@voltcheck/ui-shared';

/**
 * One product line: logo, name and updated date, both warranties with their documents, models, edit and delete
 * (disabled with `refusal` on hover for staff who may not change lines).
 */
export function ProductLineRow({
  line,
  refusal,
  onDelete,
}: {
  line: ProductLineItem;
  refusal: string | null;
  onDelete: () => void;
}) {
  const w = line.productWarranty;
  return (
    <TableRow>
      <TableCell>
        <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
          <ProductLineLogo logo={line.logo} name={line.lineName} />
          <div>
            <Typography sx={{fontWeight: 600}}>{line.lineName}</Typography>
            <Typography variant="body2" color="text.secondary">
              Updated {shortDate(line.updatedOn)}
            </Typography>
          </div>
        </Stack>
      </TableCell>
      <TableCell>
        {w ? `${w.componentInYears} years` : '—'}{' '}
        <WarrantyLink link={w?.componentWarrantyLink ?? null} label="component-warranty" />
      </TableCell>
      <TableCell>
        {w ? `${w.performanceInYears} years` : '—'}{' '}
        <WarrantyLink link={w?.performanceWarrantyLink ?? null} label="performance-warranty" />
      </TableCell>
      <TableCell>
        <Chip
          clickable
          component={RouterLink}
          to={`/AssignProductLine/${line.productLineId}`}
          label={`View Models (${line.totalProduct})`}
          color="primary"
          variant="outlined"
        />
      </TableCell>
      <TableCell align="right">
        {refusal ? (
          <>
            <WithReason reason={refusal}>
              <IconButton aria-label={`Edit ${line.lineName}`}>
                <EditOutlinedIcon />
              </IconButton>
            </WithReason>
            <WithReason reason={refusal}>
              <IconButton aria-label={`Delete ${line.lineName}`} color="error">
                <DeleteOutlineIcon />
              </IconButton>
            </WithReason>
          </>
        ) : (
          <>
            <Tooltip title="Edit">
              <IconButton
                component={RouterLink}
                to={`/EditProductLine/${line.productLineId}`}
                aria-label={`Edit ${line.lineName}`}
              >
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton onClick={onDelete} aria-label={`Delete ${line.lineName}`} color="error">
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
      </TableCell>
    </TableRow>
  );
}
