import {describe, expect, it} from 'vitest';
import {shownNote} from './DetailView';

describe('the Detail View table note', () => {
  it('says how many rows the table shows and the CSV holds', () => {
    expect(shownNote(1054, 1000)).toBe(
      'Showing the newest 100 of 1,054 installations. Export CSV downloads the newest 1,000.',
    );
    expect(shownNote(1054, 60)).toBe('Showing the newest 60 of 1,054 installations.');
  });
});
