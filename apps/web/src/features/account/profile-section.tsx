import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { updateUserBodySchema } from '@panel/shared/schemas/account.ts';
import type { User } from '@panel/shared/schemas/auth.ts';
import { PasswordField } from '@/components/password-field';
import { usePlainForm } from '@/lib/forms';
import { AccountSection } from './account-section';
import { useUpdateUser } from './api/account-calls';

/** Name and e-mail. A foreign customer signs in by e-mail, so a new one asks for their password. */
export function ProfileSection({ user }: { user: User }) {
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
      return 'Your details are saved.';
    });
  };

  return (
    <AccountSection title="Your details">
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          error={!!errors.name}
          helperText={errors.name}
        />
        <TextField
          label="E-mail"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          error={!!errors.email}
          helperText={errors.email ?? (user.isForeignUser ? 'You log in with this e-mail.' : undefined)}
        />
        {needsPassword && (
          <PasswordField
            label="Current password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            autoComplete="current-password"
            error={!!errors.currentPassword}
            helperText={errors.currentPassword ?? 'Needed to change the e-mail you log in with.'}
          />
        )}
        <div>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={!changed}>
            Save details
          </Button>
        </div>
      </Stack>
    </AccountSection>
  );
}
