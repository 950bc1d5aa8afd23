import {describe, expect, it} from 'vitest';
import {uploadSystemCounts} from './systemCounts';

describe('uploadSystemCounts', () => {
  it('gives units and modules of an upload with modules', () => {
    expect(uploadSystemCounts({unitCount: 1, moduleCount: 4})).toEqual([
      ['Units', 1],
      ['Modules', 4],
    ]);
    expect(uploadSystemCounts({unitCount: 0, moduleCount: 3})).toEqual([
      ['Units', 0],
      ['Modules', 3],
    ]);
  });

  it('gives nothing for an upload without modules', () => {
    expect(uploadSystemCounts({unitCount: 0, moduleCount: 0})).toEqual([]);
    expect(uploadSystemCounts({unitCount: 5, moduleCount: 0})).toEqual([]);
    expect(uploadSystemCounts({})).toEqual([]);
  });
});
