import type {
  AdminCityExistsQuery,
  AdminCityExistsQueryVariables,
  AdminCityListQuery,
  AdminCityListQueryVariables,
  AdminCreateCityMutation,
  AdminCreateCityMutationVariables,
} from '@voltcheck/api-client';
import {
  captureDownloads,
  mockGraphql,
  mockGraphqlNetworkError,
  screen,
  waitFor,
  within,
} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {EXPORT_MAX} from '../resources/csvExporter';
import {renderQueryList} from '../testing/renderQueryList';
import {CITY_MESSAGES} from './cityRules';
import {PostcodeList} from './PostcodeList';
import {CITY_EXISTS, CITY_LIST, CREATE_CITY} from './queries';

type City = AdminCityListQuery['cityList']['list'][number];

function givenCity(city: Partial<City> = {}): City {
  return {
    cityId: '31',
    cityName: 'Parramatta',
    stateId: 4127,
    stateName: 'NSW',
    postalCode: '2150',
    createdOn: '2026-10-01T00:00:00.000Z',
    ...city,
  };
}

const noSearch = {freeText: null, cityName: null, postalCode: null, stateId: null};
const firstPage: AdminCityListQueryVariables = {search: noSearch, first: 25, skip: 0};

const cities = (list: City[], variables = firstPage, count = list.length) =>
  mockGraphql<AdminCityListQuery, AdminCityListQueryVariables>(CITY_LIST, variables, {cityList: {count, list}});

const newCity: AdminCreateCityMutationVariables = {cityName: 'Ballarat', stateId: 4129, postalCode: '3350'};

describe('PostcodeList', () => {
  it('shows the thin progress bar while the list loads, and takes it away with the answer', async () => {
    renderQueryList('ManagePostCodes', <PostcodeList />, {graphql: [{...cities([givenCity()]), delay: 200}]});
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await screen.findByRole('row', {name: /Parramatta/});
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists the cities with their state and postcode', async () => {
    renderQueryList('ManagePostCodes', <PostcodeList />, {graphql: [cities([givenCity()])]});
    const table = await screen.findByRole('table', {name: 'Cities'});
    const row = within(table).getByRole('row', {name: /Parramatta/});
    expect(row).toHaveTextContent('NSW');
    expect(row).toHaveTextContent('2150');
  });

  it('says when no city matches', async () => {
    renderQueryList('ManagePostCodes', <PostcodeList />, {graphql: [cities([])]});
    expect(await screen.findByText('No cities match this search.')).toBeInTheDocument();
  });

  it('says when the cities cannot be read', async () => {
    renderQueryList('ManagePostCodes', <PostcodeList />, {graphql: [mockGraphqlNetworkError(CITY_LIST, firstPage)]});
    expect(await screen.findByText(CITY_MESSAGES.listFailed)).toBeInTheDocument();
  });

  it('searches by state and city name', async () => {
    const {user} = renderQueryList('ManagePostCodes', <PostcodeList />, {
      graphql: [
        cities([givenCity()]),
        cities([givenCity({cityId: '40', cityName: 'Geelong', stateName: 'VIC', postalCode: '3220'})], {
          ...firstPage,
          search: {...noSearch, stateId: 4129},
        }),
        cities([givenCity({cityId: '41', cityName: 'Bendigo', stateName: 'VIC', postalCode: '3550'})], {
          ...firstPage,
          search: {...noSearch, stateId: 4129, cityName: 'Ben'},
        }),
      ],
    });
    await screen.findByRole('row', {name: /Parramatta/});
    await user.click(screen.getByRole('combobox', {name: 'State'}));
    await user.click(screen.getByRole('option', {name: 'VIC'}));
    expect(await screen.findByRole('row', {name: /Geelong/})).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', {name: 'City'}), 'Ben');
    expect(await screen.findByRole('row', {name: /Bendigo/})).toBeInTheDocument();
  });

  it('checks the form, then adds the city and reads the list again', async () => {
    const {user} = renderQueryList('ManagePostCodes', <PostcodeList />, {
      graphql: [
        cities([givenCity()]),
        mockGraphql<AdminCityExistsQuery, AdminCityExistsQueryVariables>(CITY_EXISTS, newCity, {cityExists: false}),
        mockGraphql<AdminCreateCityMutation, AdminCreateCityMutationVariables>(CREATE_CITY, newCity, {
          createCity: {cityId: '99', cityName: 'Ballarat', stateName: 'VIC', postalCode: '3350'},
        }),
        cities([givenCity(), givenCity({cityId: '99', cityName: 'Ballarat', stateName: 'VIC', postalCode: '3350'})]),
      ],
    });
    await screen.findByRole('row', {name: /Parramatta/});
    await user.click(screen.getByRole('button', {name: 'Add city'}));
    const dialog = await screen.findByRole('dialog', {name: 'Add city'});
    await user.click(within(dialog).getByRole('button', {name: 'Add'}));
    expect(within(dialog).getByText(CITY_MESSAGES.cityName)).toBeInTheDocument();
    expect(within(dialog).getByText(CITY_MESSAGES.state)).toBeInTheDocument();
    expect(within(dialog).getByText(CITY_MESSAGES.postcode)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', {name: 'City name'}), 'Ballarat');
    await user.click(within(dialog).getByRole('combobox', {name: 'State'}));
    await user.click(screen.getByRole('option', {name: 'VIC'}));
    await user.type(within(dialog).getByRole('textbox', {name: 'Postcode'}), '2000');
    expect(within(dialog).getByText(CITY_MESSAGES.invalidPostcode)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', {name: 'Postcode'}));
    await user.type(within(dialog).getByRole('textbox', {name: 'Postcode'}), '3350');
    await user.click(within(dialog).getByRole('button', {name: 'Add'}));
    expect(await screen.findByRole('row', {name: /Ballarat/})).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a city that exists already', async () => {
    const {user} = renderQueryList('ManagePostCodes', <PostcodeList />, {
      graphql: [
        cities([givenCity()]),
        mockGraphql<AdminCityExistsQuery, AdminCityExistsQueryVariables>(CITY_EXISTS, newCity, {cityExists: true}),
      ],
    });
    await screen.findByRole('row', {name: /Parramatta/});
    await user.click(screen.getByRole('button', {name: 'Add city'}));
    const dialog = await screen.findByRole('dialog', {name: 'Add city'});
    await user.type(within(dialog).getByRole('textbox', {name: 'City name'}), 'Ballarat');
    await user.click(within(dialog).getByRole('combobox', {name: 'State'}));
    await user.click(screen.getByRole('option', {name: 'VIC'}));
    await user.type(within(dialog).getByRole('textbox', {name: 'Postcode'}), '3350');
    await user.click(within(dialog).getByRole('button', {name: 'Add'}));
    expect(await within(dialog).findByText(CITY_MESSAGES.duplicate)).toBeInTheDocument();
  });

  it('exports the cities of the search as CSV', async () => {
    const files = captureDownloads();
    const {user} = renderQueryList('ManagePostCodes', <PostcodeList />, {
      graphql: [
        cities([givenCity()]),
        cities([givenCity(), givenCity({cityId: '32', cityName: '=Ballarat', stateName: 'VIC', postalCode: '3350'})], {
          ...firstPage,
          first: EXPORT_MAX,
        }),
      ],
    });
    await screen.findByRole('row', {name: /Parramatta/});
    await user.click(screen.getByRole('button', {name: 'Export'}));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].fileName).toBe('postcodes.csv');
    expect(await files[0].text()).toBe(
      "City,State,Postcode,Added\r\nParramatta,NSW,2150,2026-10-01T00:00:00.000Z\r\n'=Ballarat,VIC,3350,2026-10-01T00:00:00.000Z\r\n",
    );
  });
});
