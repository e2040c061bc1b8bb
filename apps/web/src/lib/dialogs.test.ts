import { describe, expect, it } from 'vitest';
import {
  closeDialog,
  currentDialog,
  dialogs,
  emptyDialogQueue,
  enqueueDialog,
  type QueuedDialog,
} from './dialogs';

const dialog = (id: number, priority: number): QueuedDialog => ({
  id,
  priority,
  kind: 'alert',
  title: 'Error',
  message: `message ${id}`,
  confirmLabel: 'Ok',
});

describe('dialog queue', () => {
  it('shows the highest priority first and keeps arrival order among equals', () => {
    let state = emptyDialogQueue;
    for (const d of [dialog(1, 10), dialog(2, 50), dialog(3, 10), dialog(4, 100), dialog(5, 50)]) {
      state = enqueueDialog(state, d);
    }
    expect(state.queue.map((d) => d.id)).toEqual([4, 2, 5, 1, 3]);
    expect(currentDialog(state)?.id).toBe(4);
  });

  it('closing the current dialog shows the next one and records when it closed', () => {
    let state = enqueueDialog(enqueueDialog(emptyDialogQueue, dialog(1, 0)), dialog(2, 50));
    state = closeDialog(state, 2, 1234);
    expect(currentDialog(state)?.id).toBe(1);
    expect(state.lastClosedAt).toBe(1234);
    expect(closeDialog(state, 99, 5678)).toBe(state);
  });

  it('confirm resolves true for Ok and false for Cancel, with the default title Confirm', async () => {
    const ok = dialogs.confirm({ message: 'Delete?' });
    const first = currentDialog(dialogs.snapshot());
    expect(first).toMatchObject({
      title: 'Confirm',
      confirmLabel: 'Ok',
      cancelLabel: 'Cancel',
      message: 'Delete?',
    });
    dialogs.close(first?.id ?? -1, true);
    await expect(ok).resolves.toBe(true);

    const cancelled = dialogs.confirm({ message: 'Again?', title: 'Sure?' });
    const second = currentDialog(dialogs.snapshot());
    expect(second?.title).toBe('Sure?');
    dialogs.close(second?.id ?? -1, false);
    await expect(cancelled).resolves.toBe(false);
    expect(currentDialog(dialogs.snapshot())).toBeUndefined();
  });
});
