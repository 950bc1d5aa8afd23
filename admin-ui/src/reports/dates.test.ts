import {describe, expect, it} from 'vitest';
import {displayDate, displayTime} from './dates';

describe('console dates', () => {
  // A local instant, so the expectation holds in any time zone; 3 November tells day-first from month-first order.
  const instant = new Date(2026, 10, 3, 14, 5, 9).toISOString();

  it('shows date and time in Australian order (day first), whatever the browser locale', () => {
    expect(displayTime(instant)).toMatch(/^03\/11\/2026, 2:05:09\s?pm$/i);
    expect(displayDate(instant)).toBe('03/11/2026');
  });

  it('shows nothing for a missing instant', () => {
    expect(displayTime(null)).toBe('');
    expect(displayDate(undefined)).toBe('');
  });
});
