import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Inside a page test's `describe`: the file a download button saves is caught instead of opened (jsdom has no object
 * URLs and follows no link). `saved` counts the saves; `tzOffset` is what an export sends as the reader's clock.
 */
export function catchSavedFiles(): { saved: ReturnType<typeof vi.fn>; tzOffset: string } {
  const saved = vi.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:saved-file'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(saved);
  });
  afterEach(() => { vi.restoreAllMocks(); saved.mockClear(); });
  return { saved, tzOffset: String(-new Date().getTimezoneOffset()) };
}
