import { describe, expect, it, vi } from 'vitest';
import { loadedOf, loadOnce } from '../../src/registry/loadOnce';

describe('loadOnce', () => {
  it('runs a loader once for every caller and keeps what it gave', async () => {
    const load = vi.fn(() => Promise.resolve('screen'));
    const first = loadOnce(load);
    const second = loadOnce(load);
    expect(second).toBe(first);
    expect(loadedOf(load)).toBeUndefined();
    expect(await first).toBe('screen');
    expect(loadedOf(load)).toBe('screen');
    await loadOnce(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('screen');
    await expect(loadOnce(load)).rejects.toThrow('offline');
    expect(loadedOf(load)).toBeUndefined();
    expect(await loadOnce(load)).toBe('screen');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
