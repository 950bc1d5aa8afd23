import {afterEach, describe, expect, it, vi} from 'vitest';
import {today} from './StatCard';

afterEach(() => vi.useRealTimers());

describe('today', () => {
  it("is today's date as DD/MM/YYYY (document 002's format)", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 5, 12));
    expect(today()).toBe('05/01/2026');
  });
});
