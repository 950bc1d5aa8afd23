/** The states and postcode ranges of document 002, section 5 (there is no 4124). */
export const STATES = [
  {stateId: 4122, stateName: 'ACT', from: 2600, to: 2620},
  {stateId: 4123, stateName: 'NT', from: 800, to: 899},
  {stateId: 4125, stateName: 'SA', from: 5000, to: 5999},
  {stateId: 4126, stateName: 'WA', from: 6000, to: 6999},
  {stateId: 4127, stateName: 'NSW', from: 1000, to: 2999},
  {stateId: 4128, stateName: 'QLD', from: 4000, to: 4999},
  {stateId: 4129, stateName: 'VIC', from: 3000, to: 3999},
  {stateId: 4130, stateName: 'TAS', from: 7000, to: 7999},
] as const;

export const CITY_MESSAGES = {
  cityName: 'City name is required.',
  state: 'State is required.',
  postcode: 'Postcode is required.',
  invalidPostcode: 'Invalid postcode for the selected state.',
  duplicate: 'This city, state, and postal code combination already exists.',
  failed: 'Failed to create city. Please try again.',
  listFailed: 'Some error occured',
} as const;

export interface CityForm {
  cityName: string;
  stateId: string;
  postalCode: string;
}

/** The add-city form's errors by field (the server checks the same rules). */
export function cityFormErrors(form: CityForm): Partial<Record<keyof CityForm, string>> {
  const errors: Partial<Record<keyof CityForm, string>> = {};
  if (!form.cityName.trim()) errors.cityName = CITY_MESSAGES.cityName;
  const state = STATES.find(s => String(s.stateId) === form.stateId);
  if (!state) errors.stateId = CITY_MESSAGES.state;
  const code = form.postalCode.trim();
  if (!code) errors.postalCode = CITY_MESSAGES.postcode;
  else if (state && (!/^\d{3,4}$/.test(code) || Number(code) < state.from || Number(code) > state.to))
    errors.postalCode = CITY_MESSAGES.invalidPostcode;
  return errors;
}
