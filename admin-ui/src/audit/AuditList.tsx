import {Box, Button, Card, Typography} from '@mui/material';
import {type AuditKindsQuery, type AuditLog, rest, saveFile} from '@voltcheck/api-client';
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import {DayInput} from '../resources/DayInput';
import {EmptyState} from '../reports/PageStates';
import {AUDIT_KINDS} from './queries';
import {displayTime} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';

const choices = (values: string[] = []) => values.map(v => ({id: v, name: v}));

const useFilters = () => {
  const kinds = useConsoleQuery<AuditKindsQuery>(AUDIT_KINDS).data?.auditKinds;
  return [
    <ReferenceInput key="userId" source="userId" reference="Users" alwaysOn>
      <AutocompleteInput label="User" optionText="username" filterToQuery={q => ({q})} />
    </ReferenceInput>,
    <SelectInput key="action" source="action" label="Action" choices={choices(kinds?.actions)} alwaysOn />,
    <SelectInput key="entity" source="entity" label="Entity" choices={choices(kinds?.entities)} alwaysOn />,
    <DayInput key="from" source="from" label="From" alwaysOn />,
    <DayInput key="to" source="to" label="To" alwaysOn />,
  ];
};

const ExportButton = () => {
  const {filterValues} = useListContext();
  const notify = useNotify();
  const text = (value: unknown) => (value === undefined || value === '' ? undefined : String(value));
  const {userId, action, entity, from, to} = filterValues as Record<string, unknown>;
  const query = {userId: text(userId), action: text(action), entity: text(entity), from: text(from), to: text(to)};
  return (
    <Button
      onClick={() =>
        rest
          .download('get', '/api/admin/audit-log/export', {params: {query}})
          .then(file => saveFile(file.blob, 'audit-log.csv'))
          .catch(() => notify('some error occured', {type: 'error'}))
      }
    >
      Export
    </Button>
  );
};

const Json = ({value}: {value: unknown}) =>
  value === null || value === undefined ? (
    <Typography color="text.secondary">—</Typography>
  ) : (
    <Box component="pre" sx={{m: 0, fontSize: 12, whiteSpace: 'pre-wrap', maxWidth: 520}}>
      {JSON.stringify(value, null, 2)}
    </Box>
  );

const Change = ({record}: {record: AuditLog}) => (
  <Box sx={{display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, p: 1}}>
    <Box>
      <Typography variant="subtitle2">Before</Typography>
      <Json value={record.before} />
    </Box>
    <Box>
      <Typography variant="subtitle2">After</Typography>
      <Json value={record.after} />
    </Box>
  </Box>
);

const ChangeOfRecord = () => {
  const record = useRecordContext<AuditLog>();
  return record ? <Change record={record} /> : null;
};

// The console's own empty state (react-admin's default is a page-sized grey inbox, unlike every other screen).
const NoEntries = () => (
  <Card sx={{mt: 2, width: '100%'}}>
    <EmptyState>No changes have been recorded yet.</EmptyState>
  </Card>
);

/** The audit log (server.md section 10): every administrator change, who, what, when, before and after. */
export const AuditList = () => (
  <List
    filters={useFilters()}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
    sort={{field: 'createdAt', order: 'DESC'}}
    perPage={25}
    title="Audit Log"
    exporter={false}
    empty={<NoEntries />}
  >
    <DataTable
      bulkActionButtons={false}
      rowClick="expand"
      expand={<ChangeOfRecord />}
      empty={<EmptyState>No changes match these filters.</EmptyState>}
    >
      <DataTable.Col source="createdAt" label="When" render={(a: AuditLog) => displayTime(a.createdAt)} />
      <DataTable.Col source="userName" label="Who" disableSort render={(a: AuditLog) => a.userName ?? 'system'} />
      <DataTable.Col source="sentence" label="What" disableSort />
      <DataTable.Col source="action" label="Action" />
      <DataTable.Col source="entity" label="Entity" />
      <DataTable.Col source="entityId" label="Record" disableSort />
    </DataTable>
  </List>
);
