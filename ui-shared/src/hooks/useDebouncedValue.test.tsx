import {renderHook} from '@testing-library/react';
import {act} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {useDebouncedValue} from './useDebouncedValue';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the value once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    const {result, rerender} = renderHook(({value}) => useDebouncedValue(value, 300), {initialProps: {value: 'a'}});
    rerender({value: 'ab'});
    act(() => vi.advanceTimersByTime(200));
    rerender({value: 'abc'});
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });
});
