import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type {ReactNode} from 'react';
import type {RowProblem} from './selection';

const SHOWN = 100;

/** The rows the server refused (unknown or foreign serials...), each with its row and why; the rest changed. */
export function ProblemList({problems, children}: {problems: RowProblem[]; children?: ReactNode}) {
  if (!problems.length) return null;
  return (
    <Alert severity="warning" sx={{'& .MuiAlert-message': {width: '100%'}}}>
      {children}
      {problems.length} row{problems.length === 1 ? '' : 's'} changed nothing:
      <Table size="small" aria-label="Rows not changed" sx={{mt: 1}}>
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Serial</TableCell>
            <TableCell>Problem</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.slice(0, SHOWN).map(p => (
            <TableRow key={`${p.row}-${p.serial}`}>
              <TableCell>{p.row}</TableCell>
              <TableCell>{p.serial}</TableCell>
              <TableCell>{p.problem}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {problems.length > SHOWN && `… and ${problems.length - SHOWN} more.`}
    </Alert>
  );
}
