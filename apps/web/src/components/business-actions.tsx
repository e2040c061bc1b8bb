import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@panel/shared/schemas/business.ts';
import { api, errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';

/**
 * Staff's actions on one business, shared by All Businesses and a business's own page: cloning it and
 * sending its owner a new password.
 */

/** POST /api/v1/business/cloneBusiness: copies the business and its card content under a new business. */
function useCloneBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { businessId: string; businessName?: string }) =>
      api.post<Business>('/api/v1/business/cloneBusiness', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['businesses', 'list'] }),
  });
}

/**
 * POST /api/v1/regenerateRandomPassword after a confirmation: the customer gets a new random password
 * by SMS (or e-mail for foreign customers) and is signed out everywhere. `report` hears the outcome.
 */
export function useSendNewPassword(report: (text: string, ok: boolean) => void) {
  const regenerate = useMutation({
    mutationFn: (userId: string) =>
      api.post<{ passwordSent: boolean }>('/api/v1/regenerateRandomPassword', { userId }),
  });
  const { t } = useTranslation();
  return async (b: Business) => {
    const to = b.user.phoneNumber ?? b.user.email ?? '';
    const ok = await dialogs.confirm({
      title: t('newPassword.title'),
      message: t('newPassword.confirm', { to }),
      confirmLabel: t('newPassword.send'),
    });
    if (!ok) return;
    try {
      await regenerate.mutateAsync(b.user.userId);
      report(t('newPassword.sent', { to }), true);
    } catch (error) {
      report(errorMessage(error), false);
    }
  };
}

export function CloneBusinessDialog({
  business,
  onClose,
  onDone,
}: {
  business: Business;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const clone = useCloneBusiness();
  const { t } = useTranslation();
  const [name, setName] = useState(() => t('clone.defaultName', { name: business.businessName }));
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const copy = await clone.mutateAsync({
        businessId: business.businessId,
        businessName: name.trim() || undefined,
      });
      onDone(t('clone.done', { copy: copy.businessName, source: business.businessName }));
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="clone-title">
      <DialogTitle id="clone-title">{t('clone.title')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          label={t('clone.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          sx={{ mt: 1 }}
          helperText={t('clone.help')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={clone.isPending}>
          {t('clone.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
