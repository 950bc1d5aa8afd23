import {describe, expect, it} from 'vitest';
import {failurePercent, failureTone} from './failureBar';

describe('failure bar', () => {
  it('is green under 5 %, warning from 5 to under 40 %, red from 40 %', () => {
    expect(failureTone(0, 0)).toBe('success');
    expect(failureTone(4, 100)).toBe('success');
    expect(failureTone(5, 100)).toBe('warning');
    expect(failureTone(39, 100)).toBe('warning');
    expect(failureTone(40, 100)).toBe('error');
    expect(failurePercent(3, 2)).toBe(100);
  });
});
