import { useCallback, useSyncExternalStore } from 'react';

/**
 * The posts a customer downloaded or shared lately, per business, newest first. Kept on the phone
 * (local storage): it is a convenience strip, not a record the agency needs.
 */
const MAX = 12;
const keyOf = (businessId: string) => `greetings.recent.${businessId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; ids: string[] }>();

function read(businessId: string): string[] {
  const raw = localStorage.getItem(keyOf(businessId));
  const hit = cache.get(businessId);
  if (hit && hit.raw === raw) return hit.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((x): x is string => typeof x === 'string').slice(0, MAX);
  } catch {
    ids = [];
  }
  cache.set(businessId, { raw, ids });
  return ids;
}

export function addRecentDownload(businessId: string, imageId: string) {
  const ids = [imageId, ...read(businessId).filter((id) => id !== imageId)].slice(0, MAX);
  localStorage.setItem(keyOf(businessId), JSON.stringify(ids));
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useRecentDownloads(businessId: string): string[] {
  const get = useCallback(() => read(businessId), [businessId]);
  return useSyncExternalStore(subscribe, get);
}
