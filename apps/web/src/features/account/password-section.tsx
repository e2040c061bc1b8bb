import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema } from '@panel/shared/schemas/account.ts';
import { PasswordField } from '@/components/password-field';
import { PasswordRules } from '@/components/password-rules';
import { usePlainForm } from '@/lib/forms';
import { AccountSection } from './account-section';
import { useChangePassword } from './api/account-calls';

/** Change the password; the server signs out every other device. */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { errors, notice, submit } = usePlainForm();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    void submit(changePasswordBodySchema, { currentPassword, newPassword }, async (body) => {
      await change.mutateAsync(body);
      setCurrentPassword('');
      setNewPassword('');
      return t('password.changed');
    });
  };

  return (
    <AccountSection title={t('password.title')} description={t('password.text')}>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
        <PasswordField
          label={t('password.current')}
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          autoComplete="current-password"
          error={!!errors.currentPassword}
          helperText={errors.currentPassword}
        />
        <PasswordField
          label={t('password.new')}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          autoComplete="new-password"
          error={!!errors.newPassword}
          helperText={errors.newPassword}
        />
        <PasswordRules password={newPassword} />
        <div>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('password.change')}
          </Button>
        </div>
      </Stack>
    </AccountSection>
  );
}
