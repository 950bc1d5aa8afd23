import {useQuery} from '@apollo/client';
import type {ProductSerialsQuery, ProductSerialsQueryVariables} from '@voltcheck/api-client';
import {ListState} from './ListState';
import {Paging} from './ListControls';
import {SerialRows} from './SerialRows';
import type {SerialActions, SerialColumns, SerialSelection} from './SerialRows';
import type {PanelProps} from './FailedPanel';
import {PRODUCT_SERIALS, SERIAL_TYPE, SERIALS_PAGE_SIZE} from './serials.queries';

const TYPE_OF: Record<SerialColumns, number | null> = {
  installed: SERIAL_TYPE.installed,
  available: SERIAL_TYPE.available,
  global: null,
};

/** The Installed or Available sub-tab, or the global serial listing (ProductSerialListing). */
export function SerialListPanel({
  columns,
  filter,
  manufacturerId,
  page,
  onPage,
  actions,
  selection,
  status = '',
}: Omit<PanelProps, 'onImages'> & {
  columns: SerialColumns;
  actions: SerialActions;
  selection?: SerialSelection;
  /** The status the list narrows to ('' every status). */
  status?: string;
}) {
  const {data, loading, error} = useQuery<ProductSerialsQuery, ProductSerialsQueryVariables>(PRODUCT_SERIALS, {
    variables: {
      type: TYPE_OF[columns],
      filter: filter || null,
      manufacturerId,
      status: status || null,
      first: SERIALS_PAGE_SIZE,
      skip: (page - 1) * SERIALS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.ProductSerialListing;
  return (
    <ListState loading={loading} error={error} empty={!list?.list.length}>
      <SerialRows rows={list?.list ?? []} columns={columns} actions={actions} selection={selection} />
      <Paging page={page} count={list?.count ?? 0} onPage={onPage} />
    </ListState>
  );
}
