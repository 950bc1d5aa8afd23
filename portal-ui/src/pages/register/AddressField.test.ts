import {describe, expect, it} from 'vitest';
import {addressLine1Of, firstLine} from './AddressField';

describe('the address line of a chosen place', () => {
  it('is the first line of the description', () => {
    expect(firstLine(' 1 Demo Street, Sydney NSW 2000 ')).toBe('1 Demo Street');
    expect(firstLine('Unit 2\n5 Main Road')).toBe('Unit 2');
  });

  it('is the street line of a street address', () => {
    const place = {description: '1 Demo Street, Sydney NSW 2000', suburb: 'Sydney', state: 'NSW', postcode: '2000'};
    expect(addressLine1Of(place)).toBe('1 Demo Street');
  });

  it('is the suburb, state and postcode of a suburb', () => {
    const suburb = {description: 'Sydney NSW 2000, Australia', suburb: 'Sydney', state: 'NSW', postcode: '2000'};
    expect(addressLine1Of(suburb)).toBe('Sydney NSW 2000');
    expect(addressLine1Of({description: '', suburb: 'Perth', state: 'WA'})).toBe('Perth WA');
  });
});
