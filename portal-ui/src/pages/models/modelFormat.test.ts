import {describe, expect, it} from 'vitest';
import {availablePercent, failedPercent, failureColour, modifyPageSize, years} from './modelFormat';

describe('model helpers', () => {
  it('computes the failed percentage with a floor of 1 when any failed', () => {
    expect(failedPercent(0, 100)).toBe(0);
    expect(failedPercent(1, 1000)).toBe(1);
    expect(failedPercent(50, 100)).toBe(50);
  });
  it('computes the available percentage', () => {
    expect(availablePercent(3, 1)).toBe(75);
    expect(availablePercent(0, 0)).toBe(0);
  });
  it('colours the failure bar by the thresholds', () => {
    expect([0, 4, 5, 39, 40].map(failureColour)).toEqual(['success', 'success', 'warning', 'warning', 'error']);
  });
  it('says years', () => {
    expect(years(1)).toBe('1 year');
    expect(years(10)).toBe('10 years');
  });
  it('pages the Modify Product Line dialog by 20, and by 100 when searching', () => {
    expect(modifyPageSize('')).toBe(20);
    expect(modifyPageSize('home')).toBe(100);
  });
});
