import type {BatterySystemsQuery, BatterySystemsQueryVariables} from '@voltcheck/api-client';
import {firstSkip, textOr, type QueryResource} from '../resources/queryResources';
import {BATTERY_SYSTEMS} from './queries';

export type BatteryUnit = BatterySystemsQuery['batterySystems']['list'][number] & {id: string};

/** The Module resource's list: batterySystems (search, manufacturer, state, first/skip). */
export const modulesResource: QueryResource<BatterySystemsQuery, BatterySystemsQueryVariables> = {
  document: BATTERY_SYSTEMS,
  variables: params => ({
    search: textOr(params.filter?.q),
    manufacturerId: textOr(params.filter?.manufacturerId),
    state: textOr(params.filter?.state),
    ...firstSkip(params),
  }),
  records: ({batterySystems}) => ({
    data: batterySystems.list.map(unit => ({...unit, id: unit.unitId})),
    total: batterySystems.count,
    meta: {manufacturers: batterySystems.manufacturers},
  }),
};
