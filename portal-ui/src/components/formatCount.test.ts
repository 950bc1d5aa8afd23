import {describe, expect, it} from 'vitest';
import {formatCount} from './formatCount';

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(200001)).toBe('200,001');
    expect(formatCount(10000000)).toBe('10,000,000');
  });
});
