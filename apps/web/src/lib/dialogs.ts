import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * The global dialog queue (spec section 4): dialogs are shown one at a time, highest priority first;
 * equal priorities keep their arrival order. The store is module state so that non-React code
 * (the query cache, the API client's authentication error) can open dialogs too.
 */
export const DIALOG_PRIORITY = { authentication: 100, error: 50, reload: 40, confirm: 10, info: 0 } as const;

export interface QueuedDialog {
  id: number;
  priority: number;
  kind: 'alert' | 'confirm';
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Called once with true for the confirm button, false for cancel/dismiss. */
  onClose?: (confirmed: boolean) => void;
}

export interface DialogQueueState {
  queue: readonly QueuedDialog[];
  lastClosedAt: number | null;
}

export const emptyDialogQueue: DialogQueueState = { queue: [], lastClosedAt: null };

export function enqueueDialog(state: DialogQueueState, dialog: QueuedDialog): DialogQueueState {
  const at = state.queue.findIndex((d) => d.priority < dialog.priority);
  const queue =
    at === -1 ? [...state.queue, dialog] : [...state.queue.slice(0, at), dialog, ...state.queue.slice(at)];
  return { ...state, queue };
}

export function closeDialog(state: DialogQueueState, id: number, now: number): DialogQueueState {
  if (!state.queue.some((d) => d.id === id)) return state;
  return { queue: state.queue.filter((d) => d.id !== id), lastClosedAt: now };
}

export const currentDialog = (state: DialogQueueState): QueuedDialog | undefined => state.queue[0];

let state = emptyDialogQueue;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(dialog: Omit<QueuedDialog, 'id'>): number {
  const id = nextId++;
  state = enqueueDialog(state, { ...dialog, id });
  emit();
  return id;
}

export const dialogs = {
  /** The generic error dialog: title Error, button Ok. */
  error(message: string, priority: number = DIALOG_PRIORITY.error, onClose?: () => void): number {
    return push({
      kind: 'alert',
      priority,
      title: i18n.t('dialog.error', { ns: 'common' }),
      message,
      confirmLabel: i18n.t('dialog.ok', { ns: 'common' }),
      onClose: onClose && (() => onClose()),
    });
  },
  alert(options: {
    title: string;
    message: string;
    confirmLabel?: string;
    priority?: number;
    onClose?: () => void;
  }): number {
    return push({
      kind: 'alert',
      priority: options.priority ?? DIALOG_PRIORITY.info,
      title: options.title,
      message: options.message,
      confirmLabel: options.confirmLabel ?? i18n.t('dialog.ok', { ns: 'common' }),
      onClose: options.onClose && (() => options.onClose?.()),
    });
  },
  /** The confirm dialog: default title Confirm, buttons Cancel and Ok. Resolves true on Ok. */
  confirm(options: {
    message: string;
    title?: string;
    confirmLabel?: string;
    cancelLabel?: string;
    priority?: number;
  }) {
    return new Promise<boolean>((resolve) => {
      push({
        kind: 'confirm',
        priority: options.priority ?? DIALOG_PRIORITY.confirm,
        title: options.title ?? i18n.t('dialog.confirm', { ns: 'common' }),
        message: options.message,
        confirmLabel: options.confirmLabel ?? i18n.t('dialog.ok', { ns: 'common' }),
        cancelLabel: options.cancelLabel ?? i18n.t('dialog.cancel', { ns: 'common' }),
        onClose: resolve,
      });
    });
  },
  close(id: number, confirmed: boolean) {
    const dialog = state.queue.find((d) => d.id === id);
    state = closeDialog(state, id, Date.now());
    emit();
    dialog?.onClose?.(confirmed);
  },
  /** Is a dialog with this exact message already waiting? Used to avoid stacking duplicates. */
  isQueued: (message: string) => state.queue.some((d) => d.message === message),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  snapshot: () => state,
};

export const useDialogQueue = () => useSyncExternalStore(dialogs.subscribe, dialogs.snapshot);
