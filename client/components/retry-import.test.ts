import { describe, expect, it, vi } from 'vitest';
import { retryImport } from './retry-import';

describe('retryImport', () => {
  it('fetches the code again after a failed download, and answers the module', async () => {
    const load = vi
      .fn<() => Promise<{ Page: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Page: 'today' });
    await expect(retryImport(load, [1, 1])).resolves.toEqual({ Page: 'today' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last wait with the download error', async () => {
    const load = vi.fn<() => Promise<never>>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(retryImport(load, [1, 1])).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
