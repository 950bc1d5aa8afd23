import {describe, expect, it} from 'vitest';
import {displayDate, displayTime, ledgerUploadLabel, shortDate, shortDateTime} from './dates';

describe("the portal's list dates", () => {
  it('shows a day without a time as that calendar day in every time zone', () => {
    expect(shortDate('2026-11-02')).toBe('2 Nov 2026');
    expect(shortDate(null)).toBe('');
    expect(shortDate('not a date')).toBe('');
  });

  it("abbreviates every month to three letters (en-AU alone prints 'June', 'July', 'Sept')", () => {
    expect(['2023-06-01', '2023-07-04', '2023-09-30', '2024-01-15'].map(shortDate)).toEqual([
      '1 Jun 2023',
      '4 Jul 2023',
      '30 Sep 2023',
      '15 Jan 2024',
    ]);
    expect(shortDate('2023-06-01T10:00:00')).toBe('1 Jun 2023');
    expect(shortDateTime('2023-06-01T15:05:00')).toMatch(/^1 Jun 2023, 3:05\spm$/);
    expect(shortDateTime(undefined)).toBe('');
  });
});

describe("the console's dates", () => {
  // A local instant, so the expectation holds in any time zone; 3 November tells day-first from month-first order.
  const instant = new Date(2026, 10, 3, 14, 5, 9).toISOString();

  it('shows date and time in Australian order (day first), whatever the browser locale', () => {
    expect(displayTime(instant)).toMatch(/^03\/11\/2026, 2:05:09\s?pm$/i);
    expect(displayDate(instant)).toBe('03/11/2026');
  });

  it('shows nothing for a missing or unreadable instant', () => {
    expect(displayTime(null)).toBe('');
    expect(displayDate(undefined)).toBe('');
    expect(displayTime('not a date')).toBe('');
  });
});

describe('ledgerUploadLabel', () => {
  it('names the day the ledger took the serial in the format given, or says it is not uploaded', () => {
    expect(ledgerUploadLabel('pass', '2024-01-15')).toBe('Uploaded 15 Jan 2024');
    expect(ledgerUploadLabel('pass', null)).toBe('Uploaded');
    expect(ledgerUploadLabel('pending', '2024-01-15')).toBe('Not Uploaded');
    expect(ledgerUploadLabel('pass', '2024-01-15', iso => `day ${iso}`)).toBe('Uploaded day 2024-01-15');
  });
});
