import {useQuery} from '@apollo/client';
import type {DocumentNode} from '@apollo/client';
import type {FailedSerial, ProductSerial} from '../serials/serials.queries';
import {FailedSerialsTable, ListState, Paging} from '../serials';
import type {SerialActions} from '../serials/SerialRows';
import {ModelSerialRows} from './ModelSerialRows';
import {MODELS_PAGE_SIZE} from './models.queries';

type Page<T> = {count: number; list: T[]};

/** One tab of model detail: its failed requests, or its installed or available serials, paged by 100. */
export function ModelSerialsPanel({
  kind,
  document,
  field,
  productId,
  manufacturerId,
  filter,
  page,
  onPage,
  actions,
  status = '',
}: {
  kind: 'failed' | 'installed' | 'available';
  document: DocumentNode;
  field: string;
  productId: string;
  manufacturerId: string | null;
  filter: string;
  page: number;
  onPage: (page: number) => void;
  actions: SerialActions;
  /** Serial tabs only: the status the list narrows to ('' every status). */
  status?: string;
}) {
  const {data, loading, error} = useQuery<Record<string, Page<FailedSerial | ProductSerial>>>(document, {
    variables: {
      id: productId,
      filter: filter || null,
      manufacturerId,
      ...(kind === 'failed' ? {} : {status: status || null}),
      first: MODELS_PAGE_SIZE,
      skip: (page - 1) * MODELS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.[field];
  return (
    <ListState loading={loading} error={error} empty={!result?.list.length}>
      {kind === 'failed' ? (
        <FailedSerialsTable rows={(result?.list ?? []) as FailedSerial[]} onImages={actions.onImages} />
      ) : (
        <ModelSerialRows rows={(result?.list ?? []) as ProductSerial[]} actions={actions} />
      )}
      <Paging page={page} count={result?.count ?? 0} onPage={onPage} pageSize={MODELS_PAGE_SIZE} />
    </ListState>
  );
}
