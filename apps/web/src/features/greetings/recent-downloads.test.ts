// @vitest-environment jsdom
// A hook over localStorage: rendered in jsdom like the component tests.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { addRecentDownload, useRecentDownloads } from './recent-downloads';

describe('recent downloads', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, without repeats, per business, at most 12', () => {
    const { result } = renderHook(() => useRecentDownloads('b1'));
    expect(result.current).toEqual([]);
    act(() => {
      addRecentDownload('b1', 'p1');
      addRecentDownload('b1', 'p2');
      addRecentDownload('b1', 'p1');
      addRecentDownload('b2', 'other');
    });
    expect(result.current).toEqual(['p1', 'p2']);
    act(() => {
      for (let i = 0; i < 20; i++) addRecentDownload('b1', `x${i}`);
    });
    expect(result.current).toHaveLength(12);
    expect(result.current[0]).toBe('x19');
  });

  it('survives a damaged entry', () => {
    localStorage.setItem('greetings.recent.b1', '{not json');
    const { result } = renderHook(() => useRecentDownloads('b1'));
    expect(result.current).toEqual([]);
  });
});
