import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { DialogHost } from './dialog-host';

afterEach(cleanup);

describe('DialogHost', () => {
  it('shows the error dialog with the failed call message; Ok clears it and shows the next', async () => {
    render(<DialogHost />);
    act(() => {
      dialogs.alert({ title: 'Notice', message: 'Low priority notice' });
      dialogs.error('The OTP is incorrect.');
    });
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('The OTP is incorrect.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Low priority notice')).toBeTruthy();
    expect(screen.queryByText('The OTP is incorrect.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
  });

  it('shows the confirm dialog with Cancel and Ok', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = dialogs.confirm({ message: 'Are you sure you want to upgrade plan for this business?' });
    });
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
