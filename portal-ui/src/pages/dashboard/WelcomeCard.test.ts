import {describe, expect, it} from 'vitest';
import {frequencyLabel} from './WelcomeCard';

describe('frequencyLabel', () => {
  it('names the upload frequency, shows the code of an unnamed one, and says when none is set', () => {
    expect(frequencyLabel(2)).toBe('Weekly');
    expect(frequencyLabel(8)).toBe('Code 8');
    expect(frequencyLabel(0)).toBe('Not set');
    expect(frequencyLabel(null)).toBe('Not set');
  });
});
