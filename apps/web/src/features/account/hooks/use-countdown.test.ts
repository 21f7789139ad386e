import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the server cooldown down one second at a time and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current).toMatchObject({ seconds: 3, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(0);
  });

  it('restarts from a new figure', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start(60));
    expect(result.current.seconds).toBe(60);
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current.seconds).toBe(45);
    act(() => result.current.start(0));
    expect(result.current.running).toBe(false);
  });
});
