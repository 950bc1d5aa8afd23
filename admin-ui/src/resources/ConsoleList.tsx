import {Box, Stack} from '@mui/material';
import TablePaginationActions from '@mui/material/TablePaginationActions';
import type {FC, ReactElement, ReactNode} from 'react';
import {
  ExportButton,
  type Exporter,
  FilterForm,
  List,
  Pagination,
  type PaginationActionsProps,
  useListContext,
} from 'react-admin';
import {ErrorState, Loading} from '../reports/PageStates';
import {EXPORT_MAX} from './csvExporter';

/** MUI's own "1–9 of 41" (react-admin says "1-9 of 41"); a count the server capped reads "more than 10000". */
const displayedRows = ({from, to, count}: {from: number; to: number; count: number}) =>
  `${from}–${to} of ${count === -1 ? 'more than 10000' : count}`;

/** The console's thin bar while the list's query runs (first load, filters, pages). */
const ListLoading = () => <Loading loading={!!useListContext().isFetching} />;

const ListError = ({message}: {message?: string}) => {
  const {error} = useListContext();
  return <ErrorState message={message ?? error?.message ?? 'some error occured'} />;
};

interface ConsoleListProps {
  title: string;
  /** The resource, for a list on a custom route (a Resource's own routes give it). */
  resource?: string;
  perPage: number;
  /** react-admin inputs, all `alwaysOn`: shown in the card above the table, as on the console's other pages. */
  filters?: ReactElement[];
  /** A page's own filter bar (driving the list's filter values) instead of the row of react-admin inputs. */
  filterBar?: ReactNode;
  /** Buttons at the end of the filters' row (e.g. Add city). */
  actions?: ReactNode;
  /** A sentence before the filters, which then sit at the row's end. */
  intro?: ReactNode;
  /** false for a route that answers its whole (bounded) list: no pager. */
  paged?: boolean;
  /** A page's own pager (reading the list context) instead of MUI's. */
  pagination?: ReactNode;
  /** Room under the filters for a helper line (the date filters' "Enter a valid date"). */
  helperRoom?: boolean;
  /** react-admin's exporter (csvExporter): an Export button at the row's end saves the list, filters applied. */
  exporter?: Exporter;
  /** The most records the export asks for: the server's largest page of this list (EXPORT_MAX unless smaller). */
  exportMax?: number;
  /** The error shown instead of the server's message, when the page has its own. */
  errorMessage?: string;
  children: ReactNode;
}

/**
 * A console list on react-admin (List, its filters, paging and data provider) laid out as the console's pages are:
 * one card with the filters, the table and MUI's pager (arrows, no page numbers); filters and page kept in the URL,
 * not remembered in the store.
 */
export const ConsoleList = ({
  title,
  resource,
  perPage,
  filters = [],
  filterBar,
  actions,
  intro,
  paged = true,
  pagination,
  helperRoom = false,
  errorMessage,
  exporter,
  exportMax = EXPORT_MAX,
  children,
}: ConsoleListProps) => (
  <List
    resource={resource}
    title={title}
    perPage={perPage}
    actions={false}
    exporter={exporter ?? false}
    storeKey={false}
    empty={false}
    sort={{field: 'id', order: 'ASC'}}
    error={<ListError message={errorMessage} />}
    pagination={false}
  >
    {filterBar ?? (
      <Stack
        direction="row"
        useFlexGap
        sx={{px: 2, mt: -0.5, pb: helperRoom ? 2.5 : 1.5, flexWrap: 'wrap', alignItems: 'center'}}
      >
        {intro}
        <Box sx={{flex: intro ? '0 0 auto' : 1}}>
          <FilterForm filters={filters} />
        </Box>
        {actions}
        {exporter && <ExportButton maxResults={exportMax} />}
      </Stack>
    )}
    <ListLoading />
    {children}
    {pagination ??
      (paged && (
        <Pagination
          rowsPerPageOptions={[perPage]}
          actions={TablePaginationActions as unknown as FC<PaginationActionsProps>}
          {...{labelDisplayedRows: displayedRows}}
        />
      ))}
  </List>
);
