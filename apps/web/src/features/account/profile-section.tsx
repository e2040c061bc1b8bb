import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUserBodySchema } from '@panel/shared/schemas/account.ts';
import type { User } from '@panel/shared/schemas/auth.ts';
import { PasswordField } from '@/components/password-field';
import { usePlainForm } from '@/lib/forms';
import { AccountSection } from './account-section';
import { useUpdateUser } from './api/account-calls';

/** Name and e-mail. A foreign customer signs in by e-mail, so a new one asks for their password. */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateUser();
  const [name, setName] = useState(user.name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const { errors, notice, submit } = usePlainForm();
  const emailChanged = email.trim().toLowerCase() !== (user.email ?? '');
  const needsPassword = user.isForeignUser && emailChanged;
  const changed = name.trim() !== (user.name ?? '') || emailChanged;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      name: name.trim() || null,
      email: email.trim() || null,
      ...(needsPassword ? { currentPassword } : {}),
    };
    void submit(updateUserBodySchema, body, async () => {
      await update.mutateAsync(body);
      setCurrentPassword('');
      return t('profile.saved');
    });
  };

  return (
    <AccountSection title={t('profile.title')}>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
        <TextField
          label={t('profile.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          error={!!errors.name}
          helperText={errors.name}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          error={!!errors.email}
          helperText={errors.email ?? (user.isForeignUser ? t('profile.emailHint') : undefined)}
        />
        {needsPassword && (
          <PasswordField
            label={t('password.current')}
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            autoComplete="current-password"
            error={!!errors.currentPassword}
            helperText={errors.currentPassword ?? t('profile.passwordHint')}
          />
        )}
        <div>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={!changed}>
            {t('profile.save')}
          </Button>
        </div>
      </Stack>
    </AccountSection>
  );
}
