import {Box, Button, Typography} from '@mui/material';
import type {AuditLog, AuditKindsQuery} from '@voltcheck/api-client';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  List,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import {download} from '../registry/download';
import {useGraphql} from '../registry/useGraphql';
import {AUDIT_KINDS} from './queries';

const choices = (values: string[] = []) => values.map(v => ({id: v, name: v}));

const useFilters = () => {
  const kinds = useGraphql<AuditKindsQuery>(AUDIT_KINDS).data?.auditKinds;
  return [
    <ReferenceInput key="userId" source="userId" reference="Users" alwaysOn>
      <AutocompleteInput label="User" optionText="username" filterToQuery={q => ({q})} />
    </ReferenceInput>,
    <SelectInput key="action" source="action" label="Action" choices={choices(kinds?.actions)} alwaysOn />,
    <SelectInput key="entity" source="entity" label="Entity" choices={choices(kinds?.entities)} alwaysOn />,
    <DateInput key="from" source="from" label="From" alwaysOn />,
    <DateInput key="to" source="to" label="To" alwaysOn />,
  ];
};

const ExportButton = () => {
  const {filterValues} = useListContext();
  const notify = useNotify();
  const query = new URLSearchParams(
    Object.entries(filterValues as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return (
    <Button
      onClick={() =>
        download(`/admin/audit-log/export?${query}`, 'audit-log.csv').catch(() =>
          notify('some error occured', {type: 'error'}),
        )
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
  >
    <DataTable bulkActionButtons={false} rowClick="expand" expand={<ChangeOfRecord />}>
      <DataTable.Col
        source="createdAt"
        label="When"
        render={(a: AuditLog) => new Date(a.createdAt).toLocaleString('en-AU')}
      />
      <DataTable.Col source="userName" label="Who" disableSort render={(a: AuditLog) => a.userName ?? 'system'} />
      <DataTable.Col source="action" label="Action" />
      <DataTable.Col source="entity" label="Entity" />
      <DataTable.Col source="entityId" label="Record" disableSort />
    </DataTable>
  </List>
);
