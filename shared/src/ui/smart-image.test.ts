import { describe, expect, it, vi } from 'vitest';
import { failedBeforeHydration } from './smart-image.tsx';

describe('failedBeforeHydration', () => {
  it.each([
    ['a broken image (complete, no pixels): it failed before React listened', { complete: true, naturalWidth: 0 }, true],
    ['a loaded image', { complete: true, naturalWidth: 400 }, false],
    ['an image still loading, or a lazy one not asked for yet', { complete: false, naturalWidth: 0 }, false],
    ['no element (the ref let go)', null, false],
  ])('%s', (_case, element, failed) => {
    const onFailed = vi.fn();
    failedBeforeHydration(onFailed)(element as HTMLImageElement | null);
    expect(onFailed).toHaveBeenCalledTimes(failed ? 1 : 0);
  });
});
