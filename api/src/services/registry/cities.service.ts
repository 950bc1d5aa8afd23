import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {PostcodeRepository} from './postcode.repository';
import {pageOf} from '../kernel/query-args';
import {fourDigits, postcodeInState, stateById, STATES} from './states';

/** The add-city messages of document 002, section 5, word for word. */
export const CITY_MESSAGES = {
  cityName: 'City name is required.',
  state: 'State is required.',
  postcode: 'Postcode is required.',
  invalidPostcode: 'Invalid postcode for the selected state.',
  duplicate: 'This city, state, and postal code combination already exists.',
} as const;

export interface CityInput {
  cityName?: string | null;
  stateId?: number | string | null;
  postalCode?: string | null;
}

const withStateId = <T extends {stateName: string}>(city: T) => ({
  ...city,
  stateId: STATES.find(s => s.stateName === city.stateName)?.stateId ?? null,
});

/** Manage Postcodes (document 002, section 2.19): search, the duplicate check, and adding a city. */
@injectable({scope: BindingScope.SINGLETON})
export class CitiesService {
  constructor(@service(PostcodeRepository) private readonly postcodes: PostcodeRepository) {}

  async cityList(args: {
    search?: {
      cityName?: string | null;
      stateId?: number | null;
      postalCode?: string | null;
      freeText?: string | null;
    } | null;
    first?: number | null;
    skip?: number | null;
  }) {
    const s = args.search ?? {};
    const state = s.stateId ? stateById(s.stateId) : undefined;
    if (s.stateId && !state) throw new ServiceError('Unknown state.', 'VALIDATION', {field: 'stateId'});
    const page = await this.postcodes.search({
      cityName: s.cityName?.trim() || undefined,
      state: state?.stateName,
      postalCode: s.postalCode?.trim() || undefined,
      freeText: s.freeText?.trim().slice(0, 100) || undefined,
      ...pageOf(args.first, args.skip, 25, 200),
    });
    return {count: page.count, list: page.list.map(withStateId)};
  }

  async cityExists(input: CityInput): Promise<boolean> {
    const city = this.checked(input);
    return this.postcodes.exists(city.cityName, city.state, city.postalCode);
  }

  /** Checks the input (section 5's messages), then the combination, then adds the city. */
  async createCity(caller: Caller, input: CityInput) {
    const city = this.checked(input);
    if (await this.postcodes.exists(city.cityName, city.state, city.postalCode))
      throw new ServiceError(CITY_MESSAGES.duplicate, 'CONFLICT');
    const created = await this.postcodes.create(city.cityName, city.state, city.postalCode, caller.id);
    if (!created) throw new ServiceError(CITY_MESSAGES.duplicate, 'CONFLICT');
    return withStateId(created);
  }

  private checked(input: CityInput) {
    const cityName = String(input.cityName ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    if (!cityName) throw new ServiceError(CITY_MESSAGES.cityName, 'VALIDATION', {field: 'cityName'});
    if (cityName.length > 100) throw new ServiceError('City name is too long.', 'VALIDATION', {field: 'cityName'});
    if (input.stateId === null || input.stateId === undefined || input.stateId === '')
      throw new ServiceError(CITY_MESSAGES.state, 'VALIDATION', {field: 'stateId'});
    const state = stateById(input.stateId);
    if (!state) throw new ServiceError(CITY_MESSAGES.state, 'VALIDATION', {field: 'stateId'});
    const postalCode = String(input.postalCode ?? '').trim();
    if (!postalCode) throw new ServiceError(CITY_MESSAGES.postcode, 'VALIDATION', {field: 'postalCode'});
    if (!postcodeInState(postalCode, state))
      throw new ServiceError(CITY_MESSAGES.invalidPostcode, 'VALIDATION', {field: 'postalCode'});
    return {cityName, state: state.stateName, postalCode: fourDigits(postalCode)};
  }
}
