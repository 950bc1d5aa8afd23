import {ApolloClient, InMemoryCache} from '@apollo/client';
import {MockLink, type MockedResponse} from '@apollo/client/testing';
import type {AdminCityListQuery, AdminCityListQueryVariables} from '@voltcheck/api-client';
import {mockGraphql, mockGraphqlError} from '@voltcheck/ui-shared/testing';
import type {DataProvider} from 'react-admin';
import {describe, expect, it, vi} from 'vitest';
import {citiesResource} from '../postcodes/resource';
import {CITY_LIST} from '../postcodes/queries';
import {firstSkip, textOr, withQueryResources} from './queryResources';

const city = {cityId: '31', cityName: 'Parramatta', stateId: 4127, stateName: 'NSW', postalCode: '2150', createdOn: ''};
const variables: AdminCityListQueryVariables = {
  search: {freeText: 'parra', cityName: null, postalCode: null, stateId: 4127},
  first: 25,
  skip: 50,
};
const params = {pagination: {page: 3, perPage: 25}, sort: {field: 'id', order: 'ASC' as const}, filter: {}};

/** The provider over a base answering one record, with the cities' query answered by `mocks`. */
const providerAnswering = (...mocks: MockedResponse[]) => {
  const base = {getList: vi.fn(async () => ({data: [{id: 1}], total: 1}))} as unknown as DataProvider;
  const client = new ApolloClient({link: new MockLink(mocks), cache: new InMemoryCache()});
  return {base, provider: withQueryResources(base, client, {ManagePostCodes: citiesResource})};
};

describe('the console data provider with its own list queries', () => {
  it("sends react-admin's page as first/skip and its filters as the query's arguments, and answers records with an id", async () => {
    const answer: AdminCityListQuery = {cityList: {count: 51, list: [city]}};
    const {provider} = providerAnswering(
      mockGraphql<AdminCityListQuery, AdminCityListQueryVariables>(CITY_LIST, variables, answer),
    );
    const result = await provider.getList('ManagePostCodes', {...params, filter: {q: ' parra ', stateId: '4127'}});
    expect(result.total).toBe(51);
    expect(result.data).toEqual([expect.objectContaining({id: '31', cityName: 'Parramatta'})]);
  });

  it('passes every other resource to the data provider it extends', async () => {
    const {base, provider} = providerAnswering();
    await expect(provider.getList('Users', params)).resolves.toEqual({data: [{id: 1}], total: 1});
    expect(base.getList).toHaveBeenCalledWith('Users', params);
  });

  it("answers the server's refusal as react-admin's HttpError", async () => {
    const {provider} = providerAnswering(
      mockGraphqlError<AdminCityListQuery, AdminCityListQueryVariables>(CITY_LIST, variables, 'Administrators only', {
        code: 'FORBIDDEN',
      }),
    );
    await expect(
      provider.getList('ManagePostCodes', {...params, filter: {q: 'parra', stateId: '4127'}}),
    ).rejects.toMatchObject({status: 403, message: 'Administrators only'});
  });

  it('reads pages and texts as the queries want them', () => {
    expect(firstSkip({pagination: {page: 1, perPage: 9}})).toEqual({first: 9, skip: 0});
    expect(firstSkip({pagination: {page: 4, perPage: 100}})).toEqual({first: 100, skip: 300});
    expect(textOr('  ')).toBeNull();
    expect(textOr(undefined)).toBeNull();
    expect(textOr(' SN-1 ')).toBe('SN-1');
  });
});
