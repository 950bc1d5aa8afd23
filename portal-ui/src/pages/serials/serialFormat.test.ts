import {describe, expect, it} from 'vitest';
import {badgeCount, flashDataText, ledgerLabel, mapLink, pageCount, requestTypeName} from './serialFormat';

describe('serial list helpers', () => {
  it('names request types as document 001 does', () => {
    expect([1, 2, 3, null].map(requestTypeName)).toEqual(['Installation', 'Product', 'Serial', 'Serial']);
  });
  it('builds a map link only from both coordinates', () => {
    expect(mapLink(-33.8, 151.2)).toBe('https://www.google.com/maps/search/?api=1&query=-33.8,151.2');
    expect(mapLink(null, 151.2)).toBeUndefined();
    expect(mapLink(-33.8, undefined)).toBeUndefined();
  });
  it('caps the badge and counts pages of 100', () => {
    expect(badgeCount(12345678, 9999999)).toBe(9999999);
    expect(badgeCount(12, 9999999)).toBe(12);
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(201, 100)).toBe(3);
  });
  it('labels the ledger status', () => {
    expect(ledgerLabel(true)).toBe('Uploaded');
    expect(ledgerLabel(false)).toBe('Not Uploaded');
  });
  it('shows only the flash-data fields a serial carries', () => {
    expect(flashDataText({pmax: 410, ff: null, nominalCapacity: 10.2})).toBe('pmax: 410 · nominalCapacity: 10.2');
    expect(flashDataText({})).toBe('-');
  });
});
