// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './api-client';
import { shareOrDownload } from './save-or-share';

/**
 * Getting a video onto the phone: the Web Share API with the file where the browser can share
 * files (WhatsApp is in the share sheet), a download everywhere else.
 */
vi.mock('./api-client', () => ({ saveBlob: vi.fn(), requestBlob: vi.fn() }));

const file = () =>
  new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'Demo - Sale.mp4', { type: 'video/mp4' });

function browserShares(share: () => Promise<void>, canShareFiles = true) {
  const calls: ShareData[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    share: vi.fn((data: ShareData) => {
      calls.push(data);
      return share();
    }),
    canShare: vi.fn((data: ShareData) => canShareFiles && Array.isArray(data.files)),
  });
  return calls;
}

beforeEach(() => vi.mocked(saveBlob).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('shareOrDownload', () => {
  it('shares the MP4 itself where the browser can share files', async () => {
    const calls = browserShares(() => Promise.resolve());
    const f = file();
    expect(await shareOrDownload(f, 'Mega Sale')).toBe('shared');
    expect(calls).toEqual([{ files: [f], title: 'Mega Sale' }]);
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('downloads where there is no Web Share API, or it cannot share files', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, canShare: undefined });
    const f = file();
    expect(await shareOrDownload(f, 'Mega Sale')).toBe('downloaded');
    expect(saveBlob).toHaveBeenCalledWith(f, 'Demo - Sale.mp4');

    const calls = browserShares(() => Promise.resolve(), false);
    expect(await shareOrDownload(f, 'Mega Sale')).toBe('downloaded');
    expect(calls).toEqual([]);
    expect(saveBlob).toHaveBeenCalledTimes(2);
  });

  it('does nothing more when the person closes the share sheet, and downloads when sharing fails', async () => {
    browserShares(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await shareOrDownload(file(), 'Mega Sale')).toBe('cancelled');
    expect(saveBlob).not.toHaveBeenCalled();

    browserShares(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    expect(await shareOrDownload(file(), 'Mega Sale')).toBe('downloaded');
    expect(saveBlob).toHaveBeenCalledTimes(1);
  });
});
