import type {DataProvider, GetListParams, RaRecord} from 'react-admin';

/**
 * A data provider's getList answering each resource with the records given (all of them, whatever the page), or
 * refusing with the error given, and remembering each call's parameters: `lists.calls` says which resource was asked
 * for with which filter, sort and page.
 */
export function answeringLists(byResource: Record<string, RaRecord[] | Error>) {
  const calls: Array<{resource: string; filter: Record<string, unknown>} & Partial<GetListParams>> = [];
  const getList = (async (resource: string, params: Partial<GetListParams>) => {
    calls.push({...params, resource, filter: params.filter ?? {}});
    const records = byResource[resource];
    if (!records) throw new Error(`No records given for ${resource}`);
    if (records instanceof Error) throw records;
    return {data: records, total: records.length};
  }) as DataProvider['getList'];
  return {getList, calls};
}
