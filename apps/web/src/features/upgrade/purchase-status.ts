import { useSyncExternalStore } from 'react';

/**
 * What the purchase flow shows over everything while it runs: the "do not refresh" notice while the
 * payment is being recorded, and the success message. Module state, because it outlives the dialog
 * that started the purchase (the dialog closes while the success message is still showing).
 */
export interface PurchaseStatus {
  updating: boolean;
  success: boolean;
}

let status: PurchaseStatus = { updating: false, success: false };
const listeners = new Set<() => void>();

export function setPurchaseStatus(change: Partial<PurchaseStatus>) {
  status = { ...status, ...change };
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const usePurchaseStatus = () => useSyncExternalStore(subscribe, () => status);
