import {describe, expect, it} from 'vitest';
import {reportSummary} from './reportSummary';

describe('reportSummary', () => {
  it('is the catalogue success text when every row was saved', () => {
    expect(reportSummary({mode: 1, success: 12, failed: 0, total: 12})).toEqual({
      severity: 'success',
      text: 'Flash data imported succesfully.',
    });
    expect(reportSummary({mode: 2, success: 3, failed: 0, total: 3}).text).toBe('Serials resolved succesfully');
  });

  it('adds the failures to the success text when some rows were saved', () => {
    expect(reportSummary({mode: 1, success: 12, failed: 2, total: 14})).toEqual({
      severity: 'warning',
      text: 'Flash data imported succesfully. 2 of 14 rows failed; the report gives the reason of each.',
    });
  });

  it('claims no success when every row failed', () => {
    expect(reportSummary({mode: 1, success: 0, failed: 1400, total: 1400})).toEqual({
      severity: 'error',
      text: 'Nothing was saved: 1,400 of 1,400 rows failed; the report gives the reason of each.',
    });
  });
});
