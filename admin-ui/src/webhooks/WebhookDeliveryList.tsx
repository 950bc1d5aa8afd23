import {Chip, Tooltip, Typography} from '@mui/material';
import {displayTime} from '@voltcheck/ui-shared';
import {DataTable, SelectInput, useListContext} from 'react-admin';
import {EmptyState} from '../reports/PageStates';
import {ConsoleList} from '../resources/ConsoleList';
import {deliveriesExporter} from './deliveriesExport';
import {DeliveryDetail} from './DeliveryDetail';
import {type Delivery, DELIVERY_STATUSES} from './resource';

const STATUS_COLOUR = {delivered: 'success', pending: 'warning', failed: 'error'} as const;
const label = (status: string) => status[0].toUpperCase() + status.slice(1);

const FILTERS = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={DELIVERY_STATUSES.map(s => ({id: s, name: label(s)}))}
    emptyText="All"
    sx={{width: 180}}
    alwaysOn
  />,
];

const NoDeliveries = () => {
  const status = useListContext().filterValues.status as string | undefined;
  return <EmptyState>{status ? `No ${status} deliveries.` : 'No webhook deliveries yet.'}</EmptyState>;
};

const Intro = () => (
  <Typography variant="body2" color="text.secondary" sx={{flex: 1, minWidth: 0, pr: 2}}>
    Signed events sent to the endpoints app providers and manufacturers registered, newest first. A failed attempt is
    retried with backoff, six attempts in all.
  </Typography>
);

const LastAnswer = ({d}: {d: Delivery}) => (
  <Tooltip title={d.lastResponse ?? ''}>
    <span>
      {d.lastStatusCode ?? '—'}
      {d.lastError ? ` · ${d.lastError}` : ''}
      {d.lastAttemptOn ? ` · ${displayTime(d.lastAttemptOn)}` : ''}
    </span>
  </Tooltip>
);

/** /WebhookDeliveries: every webhook delivery to an integrator's endpoint, with its attempts and last answer. */
export const WebhookDeliveryList = () => (
  <ConsoleList
    title="Webhook deliveries"
    perPage={100}
    filters={FILTERS}
    intro={<Intro />}
    paged={false}
    exporter={deliveriesExporter}
  >
    <DataTable
      aria-label="Webhook deliveries"
      bulkActionButtons={false}
      rowClick="expand"
      expand={<DeliveryDetail />}
      empty={<NoDeliveries />}
    >
      <DataTable.Col
        label="Created"
        disableSort
        cellSx={() => ({whiteSpace: 'nowrap'})}
        render={(d: Delivery) => displayTime(d.createdOn)}
      />
      <DataTable.Col label="Event" disableSort source="eventType" cellSx={() => ({fontFamily: 'monospace'})} />
      <DataTable.Col label="Subscriber" disableSort source="owner" />
      <DataTable.Col
        label="Endpoint"
        disableSort
        source="url"
        cellSx={() => ({maxWidth: 260, wordBreak: 'break-all'})}
      />
      <DataTable.Col
        label="Status"
        disableSort
        render={(d: Delivery) => <Chip size="small" color={STATUS_COLOUR[d.status]} label={d.status} />}
      />
      <DataTable.Col label="Attempts" align="right" disableSort source="attempts" />
      <DataTable.Col
        label="Last answer"
        disableSort
        cellSx={() => ({maxWidth: 280})}
        render={(d: Delivery) => <LastAnswer d={d} />}
      />
    </DataTable>
  </ConsoleList>
);
