import {Box, Button, Chip, Typography} from '@mui/material';
import type {Supplier} from '@voltcheck/api-client';
import {useState} from 'react';
import {DataTable, List, SearchInput, TextField, TopToolbar} from 'react-admin';
import {Link} from 'react-router-dom';
import {LinkedSuppliersDialog} from '../manufacturers/LinkedSuppliersDialog';
import {ResetPasswordDialog} from '../registry/ResetPasswordDialog';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search suppliers" />];

const Actions = () => (
  <TopToolbar>
    <Button component={Link} to="/AddSupplier">
      Add supplier
    </Button>
  </TopToolbar>
);

const Empty = () => (
  <Box sx={{p: 3, textAlign: 'center'}}>
    <Typography sx={{mb: 1}}>No supplier available with matching details</Typography>
    <Button component={Link} to="/AddSupplier" variant="contained">
      Add supplier
    </Button>
  </Box>
);

const Row = ({record}: {record: Supplier}) => {
  const [dialog, setDialog] = useState<'links' | 'reset' | null>(null);
  return (
    <>
      <Button size="small" onClick={() => setDialog('links')}>
        Linked Manufacturers ({record.totalManufacturers})
      </Button>
      <Button size="small" disabled={!record.distributorUserId} onClick={() => setDialog('reset')}>
        Reset password
      </Button>
      {dialog === 'links' && (
        <LinkedSuppliersDialog
          by={{distributorId: record.id}}
          title={`Manufacturers linked to ${record.displayName}`}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'reset' && record.distributorUserId && (
        <ResetPasswordDialog
          userId={record.distributorUserId}
          userName={record.userName ?? ''}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
};

/** Every supplier (document 002, section 2.8): search, registry names, status, links and password reset. */
export const SupplierList = () => (
  <List
    filters={filters}
    actions={<Actions />}
    perPage={25}
    title="Suppliers"
    exporter={false}
    empty={<Empty />}
    sort={{field: 'displayName', order: 'ASC'}}
  >
    {/* A search without match shows the document's empty state too (react-admin's own text otherwise). */}
    <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
      <DataTable.Col source="userName" label="Username">
        <TextField source="userName" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="defaultName" label="Default name" />
      <DataTable.Col
        label="Registry names"
        disableSort
        render={(s: Supplier) => s.distributorNames.join(', ') || '—'}
      />
      <DataTable.Col source="abn" label="ABN" disableSort>
        <TextField source="abn" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="distributorInternalCode" label="Internal code" disableSort>
        <TextField source="distributorInternalCode" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="signingKey" label="Signing key" disableSort>
        <TextField source="signingKey" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col
        label="Status"
        disableSort
        render={(s: Supplier) => (
          <Chip size="small" label={s.isActive ? 'Active' : 'Disabled'} color={s.isActive ? 'success' : 'error'} />
        )}
      />
      <DataTable.Col label="Actions" disableSort render={(s: Supplier) => <Row record={s} />} />
    </DataTable>
  </List>
);
