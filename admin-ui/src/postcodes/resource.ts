import type {AdminCityListQuery, AdminCityListQueryVariables} from '@voltcheck/api-client';
import {firstSkip, textOr, type QueryResource} from '../resources/queryResources';
import {CITY_LIST} from './queries';

export type CityRecord = AdminCityListQuery['cityList']['list'][number] & {id: string};

/** The ManagePostCodes resource's list: cityList (free text, city, state, postcode, first/skip). */
export const citiesResource: QueryResource<AdminCityListQuery, AdminCityListQueryVariables> = {
  document: CITY_LIST,
  variables: params => {
    const stateId = textOr(params.filter?.stateId);
    return {
      search: {
        freeText: textOr(params.filter?.q),
        cityName: textOr(params.filter?.cityName),
        postalCode: textOr(params.filter?.postalCode),
        stateId: stateId ? Number(stateId) : null,
      },
      ...firstSkip(params),
    };
  },
  records: ({cityList}) => ({
    data: cityList.list.map(c => ({...c, id: String(c.cityId)})),
    total: cityList.count,
  }),
};
