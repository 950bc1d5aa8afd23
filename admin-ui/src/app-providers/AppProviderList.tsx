import {Typography} from '@mui/material';
import {CreateButton, DataTable, DateField, List, SearchInput, TextField, TopToolbar} from 'react-admin';
import {AppProviderEnabledToggle} from './AppProviderEnabledToggle';
import {AppProviderPhotoToggle} from './AppProviderPhotoToggle';
import {AppProviderTestModeToggle} from './AppProviderTestModeToggle';
import type {AppProvider} from '@voltcheck/api-client';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search app providers" />];

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="New app provider" />
  </TopToolbar>
);

/** Disabled providers stand out: their apps are refused until an administrator enables them again. */
const rowSx = (record: AppProvider) =>
  record.enabled ? {} : {bgcolor: 'action.hover', '& .provider-name': {color: 'text.secondary'}};

/**
 * Admin settings (document 002, section 2.23): every app provider with its Enabled switch
 * (confirmed first) and its Mandatory serial photo switch. The server lists them by name.
 */
export const AppProviderList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{field: 'name', order: 'ASC'}}
    perPage={25}
    title="Admin settings"
    exporter={false}
  >
    <Typography variant="body2" color="text.secondary" sx={{px: 2, pt: 1.5}}>
      App providers are the installer and retailer apps that call the verification API. A disabled provider gets no
      tokens; with the serial photo required, every serial it sends needs a photo. A provider in test mode is answered
      as in production, but its calls leave nothing on manufacturers' screens (its batches are marked as test).
    </Typography>
    <DataTable rowClick={false} bulkActionButtons={false} rowSx={rowSx}>
      <DataTable.Col source="name" label="Name" disableSort>
        <TextField source="name" className="provider-name" sx={{fontWeight: 500}} />
      </DataTable.Col>
      <DataTable.Col source="clientId" label="Client ID" disableSort sx={{whiteSpace: 'nowrap'}}>
        <TextField source="clientId" sx={{fontFamily: 'monospace'}} />
      </DataTable.Col>
      <DataTable.Col source="contactEmail" label="Contact email" disableSort>
        <TextField source="contactEmail" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="createdOn" label="Created" disableSort>
        <DateField source="createdOn" locales="en-AU" />
      </DataTable.Col>
      <DataTable.Col source="enabled" label="Enabled" disableSort>
        <AppProviderEnabledToggle />
      </DataTable.Col>
      <DataTable.Col source="mandatorySerialPhoto" label="Mandatory serial photo" disableSort>
        <AppProviderPhotoToggle />
      </DataTable.Col>
      <DataTable.Col source="testMode" label="Test mode" disableSort>
        <AppProviderTestModeToggle />
      </DataTable.Col>
    </DataTable>
  </List>
);
