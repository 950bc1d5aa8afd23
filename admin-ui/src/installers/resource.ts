import type {AdminInstallersQuery, AdminInstallersQueryVariables} from '@voltcheck/api-client';
import {firstSkip, type QueryResource} from '../resources/queryResources';
import {additionalFilterOf, type InstallerFilterState, NO_INSTALLER_FILTER} from './InstallerFilters';
import {INSTALLERS} from './queries';

export type InstallerRecord = AdminInstallersQuery['installers']['list'][number] & {id: string};

/** The list's filter values as the page keeps them (react-admin's filterValues): absent ones are the defaults. */
export const installerFilterOf = (filter: Partial<InstallerFilterState> = {}): InstallerFilterState => ({
  ...NO_INSTALLER_FILTER,
  ...filter,
});

/** The AdminInstaller resource's list: installers (search, type/status/updated-today as JSON, first/skip). */
export const installersResource: QueryResource<AdminInstallersQuery, AdminInstallersQueryVariables> = {
  document: INSTALLERS,
  variables: params => {
    const filter = installerFilterOf(params.filter);
    return {filter: filter.search, ...skipFirst(params), additionalFilter: additionalFilterOf(filter)};
  },
  records: ({installers}) => ({
    data: installers.list.map(i => ({...i, id: i.installerId})),
    total: installers.installerCount,
    meta: {updated: installers.installerUpdatedStatus},
  }),
};

/** The query's own order of arguments: skip before first. */
const skipFirst = (params: Parameters<typeof firstSkip>[0]) => {
  const {first, skip} = firstSkip(params);
  return {skip, first};
};
