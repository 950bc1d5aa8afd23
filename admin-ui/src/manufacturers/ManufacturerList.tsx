import {
  BooleanField,
  DataTable,
  DateField,
  List,
  NullableBooleanInput,
  Pagination,
  SearchInput,
  TextField,
} from 'react-admin';

const manufacturerFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search manufacturers" />,
  <NullableBooleanInput key="isActive" source="isActive" label="Active" />,
];

/**
 * Registered manufacturers (document 002, section 2.6): search, sort, paging (4 rows per page by
 * default, as the document sets). Request, upload and serial figures arrive with those capabilities.
 */
export const ManufacturerList = () => (
  <List
    filters={manufacturerFilters}
    sort={{field: 'name', order: 'ASC'}}
    perPage={4}
    title="Manufacturers"
    exporter={false}
    pagination={<Pagination rowsPerPageOptions={[4, 10, 25, 50]} />}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="name" label="Manufacturer" />
      <DataTable.Col source="abn" label="ABN" sx={{whiteSpace: 'nowrap'}}>
        <TextField source="abn" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="email" label="Email" />
      <DataTable.Col source="phone" label="Phone" sx={{whiteSpace: 'nowrap'}} />
      <DataTable.NumberCol source="uploadFrequency" label="Upload frequency" />
      <DataTable.NumberCol source="userCount" label="Users" />
      <DataTable.NumberCol source="supplierCount" label="Suppliers" />
      <DataTable.Col source="isActive" label="Active">
        <BooleanField source="isActive" />
      </DataTable.Col>
      <DataTable.Col source="createdAt" label="Registered">
        <DateField source="createdAt" locales="en-AU" />
      </DataTable.Col>
    </DataTable>
  </List>
);
