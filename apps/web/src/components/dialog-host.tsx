import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { currentDialog, dialogs, useDialogQueue } from '@/lib/dialogs';

/** Shows the head of the global dialog queue: the error, confirm and alert dialogs. */
export function DialogHost() {
  const dialog = currentDialog(useDialogQueue());
  if (!dialog) return null;
  const close = (confirmed: boolean) => dialogs.close(dialog.id, confirmed);
  const titleId = `dialog-title-${dialog.id}`;
  return (
    <Dialog
      key={dialog.id}
      open
      onClose={() => close(false)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      role={dialog.kind === 'alert' ? 'alertdialog' : 'dialog'}
    >
      <DialogTitle id={titleId}>{dialog.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{dialog.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {dialog.cancelLabel && <Button onClick={() => close(false)}>{dialog.cancelLabel}</Button>}
        <Button variant="contained" onClick={() => close(true)} autoFocus>
          {dialog.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
