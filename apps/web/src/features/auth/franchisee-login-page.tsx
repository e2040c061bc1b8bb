import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { franchiseeLoginBodySchema, indianMobileSchema } from '@panel/shared/schemas/auth.ts';
import { PasswordField } from '@/components/password-field';
import { PhoneField } from '@/components/phone-field';
import { setAuthData } from '@/lib/auth-flow';
import { applyServerErrors, muiField } from '@/lib/forms';
import { useFranchiseeLogin } from './api/franchisee-login';
import { useFranchiseeVerifyPhone } from './api/franchisee-verify-phone';
import { AuthCard } from './auth-card';
import { returnPathAfterSignIn } from '@/lib/session';

/** Staff login by phone and password; a forgotten password is reset through an OTP. */
export default function FranchiseeLoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useFranchiseeLogin();
  const { t } = useTranslation('auth');
  const verifyPhone = useFranchiseeVerifyPhone();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, getValues, formState } = useForm<
    z.input<typeof franchiseeLoginBodySchema>,
    unknown,
    z.output<typeof franchiseeLoginBodySchema>
  >({
    resolver: zodResolver(franchiseeLoginBodySchema),
    defaultValues: { phoneNumber: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await login.mutateAsync(body);
      await navigate(returnPathAfterSignIn(search, 'staff'), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['phoneNumber', 'password']));
    }
  });

  const forgotPassword = async () => {
    setFormError(null);
    // Only the number matters here, so check it alone with the same shared rule.
    const phone = indianMobileSchema.safeParse(getValues('phoneNumber'));
    if (!phone.success) {
      setError('phoneNumber', { message: phone.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    try {
      const result = await verifyPhone.mutateAsync({ phoneNumber: phone.data, fromForgotPassword: true });
      if (!result.franchiseeExist) {
        setError('phoneNumber', { message: t('franchisee.noAccount') }, { shouldFocus: true });
        return;
      }
      setAuthData({
        kind: 'staff',
        identity: phone.data,
        isEmail: false,
        userExist: true,
        otpSent: result.otpSent,
        fromForgotPassword: true,
        otpSentAt: Date.now(),
      });
      await navigate({ pathname: '/franchisee-otp', search });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['phoneNumber']));
    }
  };

  return (
    <AuthCard title={t('franchisee.title')} subtitle={t('franchisee.subtitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <PhoneField {...muiField(register('phoneNumber'), formState.errors.phoneNumber)} autoFocus />
        <PasswordField
          {...muiField(register('password'), formState.errors.password)}
          label={t('login.password')}
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
        <Button
          onClick={() => void forgotPassword()}
          loading={verifyPhone.isPending}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('login.forgotPassword')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('franchisee.ownerQuestion')}{' '}
        <Link component={RouterLink} to="/login">
          {t('franchisee.customerLink')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
