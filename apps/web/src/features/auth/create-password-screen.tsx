import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '@panel/shared/schemas/auth.ts';
import { PasswordField } from '@/components/password-field';
import { PasswordRules } from '@/components/password-rules';
import { clearAuthFlow, getAuthData, type AuthData } from '@/lib/auth-flow';
import { i18n } from '@/lib/i18n';
import { applyServerErrors, muiField } from '@/lib/forms';
import { returnPathAfterSignIn } from '@/lib/session';
import { useCreatePassword } from './api/create-password';
import { AuthCard } from './auth-card';

const formSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: () => i18n.t('createPassword.mismatch', { ns: 'auth' }),
    path: ['confirmPassword'],
  });
type FormValues = z.infer<typeof formSchema>;

/**
 * Create (or reset) the password after a verified OTP; success signs in and opens the area's home.
 * The route guard has made sure the OTP was verified.
 */
export function CreatePasswordScreen({ kind }: { kind: AuthData['kind'] }) {
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const [auth] = useState(getAuthData);
  const fromForgotPassword = auth?.fromForgotPassword ?? false;
  const createPassword = useCreatePassword(kind);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, control } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await createPassword.mutateAsync({ password, fromForgotPassword });
      clearAuthFlow();
      await navigate(returnPathAfterSignIn(search, kind), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password']));
    }
  });

  return (
    <AuthCard
      title={fromForgotPassword ? t('createPassword.resetTitle') : t('createPassword.title')}
      subtitle={t('createPassword.subtitle')}
    >
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <PasswordRules password={password} />
        <PasswordField
          {...muiField(register('password'), formState.errors.password)}
          label={t('createPassword.new')}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          {...muiField(register('confirmPassword'), formState.errors.confirmPassword)}
          label={t('createPassword.confirm')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {fromForgotPassword ? t('createPassword.save') : t('createPassword.create')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
