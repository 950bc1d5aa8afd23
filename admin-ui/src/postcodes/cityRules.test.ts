import {describe, expect, it} from 'vitest';
import {cityFormErrors} from './cityRules';

describe('add-city checks', () => {
  it('requires each field with the messages of section 5', () => {
    expect(cityFormErrors({cityName: ' ', stateId: '', postalCode: ''})).toEqual({
      cityName: 'City name is required.',
      stateId: 'State is required.',
      postalCode: 'Postcode is required.',
    });
  });

  it("checks the postcode against the state's range", () => {
    expect(cityFormErrors({cityName: 'Darwin', stateId: '4123', postalCode: '0800'})).toEqual({});
    expect(cityFormErrors({cityName: 'Canberra', stateId: '4122', postalCode: '2621'})).toEqual({
      postalCode: 'Invalid postcode for the selected state.',
    });
    expect(cityFormErrors({cityName: 'Hobart', stateId: '4130', postalCode: '7000'})).toEqual({});
  });
});
