import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLoadingProgress } from './use-loading-progress';

describe('loading progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('climbs 5 % every 50 ms up to 100 % while waiting', () => {
    const { result } = renderHook(() => useLoadingProgress(false));
    expect(result.current.progress).toBe(0);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current.progress).toBe(5);
    act(() => {
      vi.advanceTimersByTime(450);
    });
    expect(result.current.progress).toBe(50);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.progress).toBe(100);
    expect(result.current.finished).toBe(false);
  });

  it('when the check is done: 95 %, then 100 %, then the screen goes', () => {
    const { result, rerender } = renderHook(({ done }) => useLoadingProgress(done), {
      initialProps: { done: false },
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    rerender({ done: true });
    expect(result.current.progress).toBe(95);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current.progress).toBe(100);
    expect(result.current.finished).toBe(false);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(result.current.finished).toBe(true);
  });

  it('a bar that already reached 100 % while waiting does not go back to 95 %', () => {
    const { result, rerender } = renderHook(({ done }) => useLoadingProgress(done), {
      initialProps: { done: false },
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    rerender({ done: true });
    expect(result.current.progress).toBe(100);
  });
});
