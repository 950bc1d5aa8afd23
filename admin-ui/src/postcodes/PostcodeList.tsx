import AddIcon from '@mui/icons-material/Add';
import {Button} from '@mui/material';
import {displayTime} from '@voltcheck/ui-shared';
import {useState} from 'react';
import {DataTable, TextInput, useRefresh} from 'react-admin';
import {EmptyState} from '../reports/PageStates';
import {ConsoleList} from '../resources/ConsoleList';
import {StateInput} from '../resources/StateInput';
import {AddCityDialog} from './AddCityDialog';
import {CITY_MESSAGES} from './cityRules';
import {postcodesExporter} from './postcodesExport';
import type {CityRecord} from './resource';

const FILTERS = [
  <TextInput key="q" source="q" label="Search" resettable={false} sx={{width: 232}} alwaysOn />,
  <TextInput
    key="cityName"
    source="cityName"
    label="City"

    resettable={false}
    sx={{width: 200}}
    alwaysOn
  />,
  <StateInput key="stateId" source="stateId" alwaysOn />,
  <TextInput
    key="postalCode"
    source="postalCode"
    label="Postcode"

    resettable={false}
    sx={{width: 120}}
    alwaysOn
  />,
];

const AddCity = () => {
  const [adding, setAdding] = useState(false);
  const refresh = useRefresh();
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
        Add city
      </Button>
      <AddCityDialog open={adding} onClose={() => setAdding(false)} onCreated={refresh} />
    </>
  );
};

/** Manage Postcodes (/ManagePostCodes, document 002 section 2.19): search the cities and add one. */
export const PostcodeList = () => (
  <ConsoleList
    title="Manage Postcodes"
    perPage={25}
    filters={FILTERS}
    actions={<AddCity />}
    errorMessage={CITY_MESSAGES.listFailed}
    exporter={postcodesExporter}
  >
    <DataTable
      aria-label="Cities"
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyState>No cities match this search.</EmptyState>}
    >
      <DataTable.Col label="City" disableSort source="cityName" />
      <DataTable.Col label="State" disableSort source="stateName" />
      <DataTable.Col label="Postcode" disableSort source="postalCode" />
      <DataTable.Col label="Added" disableSort render={(c: CityRecord) => displayTime(c.createdOn)} />
    </DataTable>
  </ConsoleList>
);
