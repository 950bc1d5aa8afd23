import {DataTable} from 'react-admin';
import {EmptyState} from '../reports/PageStates';
import {ConsoleList} from '../resources/ConsoleList';
import {MODULE_FILTERS} from './ModuleFilters';
import {UNIT_CELLS} from './ModuleRow';
import {MODULES_EXPORT_MAX, modulesExporter} from './modulesExport';
import type {BatteryUnit} from './resource';

/** Document 002, section 2.25: 9 rows per page. */
export const MODULES_PAGE_SIZE = 9;

const top = {verticalAlign: 'top'};

/** Modules (/Module): each battery system's unit (BMU) with its modules, searched by either serial, filtered, paged. */
export const ModuleList = () => (
  <ConsoleList
    title="Modules"
    perPage={MODULES_PAGE_SIZE}
    filters={MODULE_FILTERS}
    helperRoom
    exporter={modulesExporter}
    exportMax={MODULES_EXPORT_MAX}
  >
    <DataTable
      aria-label="Battery systems"
      bulkActionButtons={false}
      rowClick={false}
      rowSx={() => top}
      empty={
        <EmptyState>No battery system matches: units appear when manufacturers upload modular batteries.</EmptyState>
      }
    >
      <DataTable.Col label="Unit (BMU)" disableSort render={UNIT_CELLS.unit} />
      <DataTable.Col label="Manufacturer" disableSort render={(u: BatteryUnit) => u.manufacturerName ?? '—'} />
      <DataTable.Col label="State" disableSort render={UNIT_CELLS.state} />
      <DataTable.Col label="Modules" align="right" disableSort source="moduleCount" />
      <DataTable.Col label="Capacity" align="right" disableSort render={UNIT_CELLS.capacity} />
      <DataTable.Col label="Module serials" disableSort render={UNIT_CELLS.modules} />
    </DataTable>
  </ConsoleList>
);
