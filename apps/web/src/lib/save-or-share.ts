import { requestBlob, saveBlob } from './api-client';

/**
 * Getting a finished greeting onto the phone: the Web Share API with the file where the browser
 * can share files (WhatsApp appears in the share sheet on Android and iOS), a download otherwise.
 */
export async function fetchFile(url: string, name: string): Promise<File> {
  const blob = await requestBlob(url);
  return new File([blob], name, { type: blob.type || (name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg') });
}

export const downloadFile = (file: File) => saveBlob(file, file.name);

export const canShareFiles = (file: File) =>
  typeof navigator.share === 'function' &&
  typeof navigator.canShare === 'function' &&
  navigator.canShare({ files: [file] });

/** Shares the file, or downloads it where sharing files is not supported. Returns how it went. */
export async function shareOrDownload(
  file: File,
  title: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  if (!canShareFiles(file)) {
    downloadFile(file);
    return 'downloaded';
  }
  try {
    await navigator.share({ files: [file], title });
    return 'shared';
  } catch (error) {
    // The person closed the share sheet: nothing went wrong.
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    downloadFile(file);
    return 'downloaded';
  }
}

/** "Demo Traders - Guru Nanak Jayanti.jpg", safe on every phone's file system. */
export function greetingFileName(businessName: string, postName: string, ext: 'jpg' | 'png' | 'mp4') {
  const clean = (s: string) =>
    s
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return `${clean(businessName) || 'greeting'} - ${clean(postName) || 'post'}.${ext}`;
}

export function extensionOf(url: string): 'jpg' | 'png' | 'mp4' {
  const path = url.split('?')[0] ?? '';
  if (path.endsWith('.png')) return 'png';
  if (path.endsWith('.mp4')) return 'mp4';
  return 'jpg';
}
