import {describe, expect, it} from 'vitest';
import {toCreateInput} from './createInput';

describe('toCreateInput', () => {
  it('trims the name and the contact email, and keeps the switches of an enabled provider', () => {
    expect(
      toCreateInput({
        name: ' Solar App ',
        contactEmail: ' ops@solar.example ',
        enabled: true,
        mandatorySerialPhoto: true,
      }),
    ).toEqual({
      name: 'Solar App',
      contactEmail: 'ops@solar.example',
      enabled: true,
      mandatorySerialPhoto: true,
    });
  });

  it('leaves out an empty contact email', () => {
    expect(toCreateInput({name: 'A', contactEmail: '   ', enabled: true})).toEqual({
      name: 'A',
      enabled: true,
      mandatorySerialPhoto: false,
    });
  });

  it('never starts a disabled provider with the photo rule on', () => {
    expect(toCreateInput({name: 'A', enabled: false, mandatorySerialPhoto: true})).toMatchObject({
      enabled: false,
      mandatorySerialPhoto: false,
    });
    expect(toCreateInput({name: 'A', mandatorySerialPhoto: true})).toMatchObject({
      enabled: false,
      mandatorySerialPhoto: false,
    });
  });
});
