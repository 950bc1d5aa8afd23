import type {AdminInstallationsQuery, AdminInstallationsQueryVariables} from '@voltcheck/api-client';
import {firstSkip, textOr, type QueryResource} from '../resources/queryResources';
import {ADMIN_INSTALLATIONS} from './queries';

export type InstallationRecord = AdminInstallationsQuery['adminInstallations']['list'][number] & {id: string};

/** The Installations resource's list: adminInstallations (search, state, days, first/skip). */
export const installationsResource: QueryResource<AdminInstallationsQuery, AdminInstallationsQueryVariables> = {
  document: ADMIN_INSTALLATIONS,
  variables: params => ({
    search: textOr(params.filter?.q),
    stateId: textOr(params.filter?.stateId),
    fromDate: textOr(params.filter?.from),
    toDate: textOr(params.filter?.to),
    ...firstSkip(params),
  }),
  records: ({adminInstallations}) => ({
    data: adminInstallations.list.map(i => ({...i, id: i.productInstallationId})),
    total: adminInstallations.countCapped ? undefined : adminInstallations.count,
    pageInfo: adminInstallations.countCapped ? {hasNextPage: true} : undefined,
  }),
};
