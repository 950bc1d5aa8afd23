import {Box, Chip} from '@mui/material';
import {DataTable, TextInput} from 'react-admin';
import {displayDay} from '../reports/dates';
import {EmptyState} from '../reports/PageStates';
import {ConsoleList} from '../resources/ConsoleList';
import {StateInput} from '../resources/StateInput';
import {DayInput} from '../resources/DayInput';
import {installationsExporter} from './installationsExport';
import type {InstallationRecord as I} from './resource';

const FILTERS = [
  <TextInput
    key="q"
    source="q"
    label="Search"
    placeholder="Postcode, city or installer accreditation"
    resettable={false}
    sx={{width: 320}}
    alwaysOn
  />,
  <StateInput key="stateId" source="stateId" alwaysOn />,
  <DayInput key="from" source="from" label="From" alwaysOn />,
  <DayInput key="to" source="to" label="To" alwaysOn />,
];

const Serials = ({installation}: {installation: I}) => (
  <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 360}}>
    {installation.serials.length === 0 && '—'}
    {installation.serials.map(s => (
      <Chip key={s.serial} size="small" variant="outlined" label={`${s.serial} · ${s.model}`} title={s.brand} />
    ))}
  </Box>
);

const top = {verticalAlign: 'top'};

/** Every installation (/Installations): search, state and date filters, the installed serials of each, paged. */
export const InstallationList = () => (
  <ConsoleList title="Installations" perPage={25} filters={FILTERS} helperRoom exporter={installationsExporter}>
    <DataTable
      aria-label="Installations"
      bulkActionButtons={false}
      rowClick={false}
      rowSx={() => top}
      empty={<EmptyState>No installations yet match: installations appear when installer apps verify them.</EmptyState>}
    >
      <DataTable.Col label="Installation" disableSort render={(i: I) => `#${i.productInstallationId}`} />
      <DataTable.Col label="Date" disableSort render={(i: I) => displayDay(i.installationDate)} />
      <DataTable.Col
        label="Address"
        disableSort
        render={(i: I) => [i.cityName, i.stateName, i.postCode].filter(Boolean).join(', ')}
      />
      <DataTable.Col
        label="Installer"
        disableSort
        render={(i: I) => i.installerName ?? i.installerAccreditationCode ?? '—'}
      />
      <DataTable.Col label="Retailer" disableSort render={(i: I) => i.retailerName ?? '—'} />
      <DataTable.Col label="App" disableSort render={(i: I) => i.appProviderName ?? '—'} />
      <DataTable.Col label="Rated power (kW)" align="right" disableSort source="totalRatedPower" />
      <DataTable.Col label="Installed serials" disableSort render={(i: I) => <Serials installation={i} />} />
    </DataTable>
  </ConsoleList>
);
