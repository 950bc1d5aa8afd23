import type {DataProvider, RaRecord} from 'react-admin';

/**
 * A data provider's getList answering each resource with the records given (all of them, whatever the page), and
 * remembering each call's parameters: `lists.calls` says which resource was asked for with which filter.
 */
export function answeringLists(byResource: Record<string, RaRecord[]>) {
  const calls: Array<{resource: string; filter: Record<string, unknown>}> = [];
  const getList = (async (resource: string, params: {filter?: Record<string, unknown>}) => {
    calls.push({resource, filter: params.filter ?? {}});
    const records = byResource[resource];
    if (!records) throw new Error(`No records given for ${resource}`);
    return {data: records, total: records.length};
  }) as DataProvider['getList'];
  return {getList, calls};
}
