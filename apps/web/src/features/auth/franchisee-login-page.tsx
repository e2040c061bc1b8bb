import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { franchiseeLoginBodySchema } from '@panel/shared/schemas/auth.ts';
import { PasswordField } from '@/components/password-field';
import { PhoneField } from '@/components/phone-field';
import { setAuthData } from '@/lib/auth-flow';
import { applyServerErrors } from '@/lib/forms';
import { lazySchema } from '@/lib/lazy-schema';
import { franchiseeLogin } from './api/franchisee-login';
import { franchiseeVerifyPhone } from './api/franchisee-verify-phone';
import { AuthCard } from './auth-card';
import { useSignInForm } from './use-sign-in-form';
import { returnPathAfterSignIn } from '@/lib/session';

// As on the customer login, the schemas (and zod) load once the person starts typing (lib/lazy-schema.ts).
const authSchemas = () => import('@panel/shared/schemas/auth.ts');
const loginSchema = lazySchema(() => authSchemas().then((m) => m.franchiseeLoginBodySchema));
const phoneSchema = lazySchema(() => authSchemas().then((m) => m.indianMobileSchema));

type FranchiseeLoginBody = z.output<typeof franchiseeLoginBodySchema>;

/** Staff login by phone and password; a forgotten password is reset through an OTP. */
export default function FranchiseeLoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t } = useTranslation('auth');
  const [formError, setFormError] = useState<string | null>(null);
  const [sendingOtp, setSendingOtp] = useState(false);
  const form = useSignInForm<{ phoneNumber: string; password: string }, FranchiseeLoginBody>(loginSchema, {
    phoneNumber: '',
    password: '',
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await franchiseeLogin(body);
      await navigate(returnPathAfterSignIn(search, 'staff'), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['phoneNumber', 'password']));
    }
  });

  const forgotPassword = async () => {
    setFormError(null);
    setSendingOtp(true);
    try {
      // Only the number matters here, so check it alone with the same shared rule.
      const phone = (await phoneSchema.get()).safeParse(form.values.phoneNumber);
      if (!phone.success) {
        form.setError('phoneNumber', { message: phone.error.issues[0]?.message }, { shouldFocus: true });
        return;
      }
      const result = await franchiseeVerifyPhone({ phoneNumber: phone.data, fromForgotPassword: true });
      if (!result.franchiseeExist) {
        form.setError('phoneNumber', { message: t('franchisee.noAccount') }, { shouldFocus: true });
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
      setFormError(applyServerErrors(error, form.setError, ['phoneNumber']));
    } finally {
      setSendingOtp(false);
    }
  };

  return (
    <AuthCard title={t('franchisee.title')} subtitle={t('franchisee.subtitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} onInput={form.preload}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <PhoneField {...form.field('phoneNumber')} autoFocus />
        <PasswordField
          {...form.field('password')}
          label={t('login.password')}
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
          {t('login.submit')}
        </Button>
        <Button onClick={() => void forgotPassword()} loading={sendingOtp} sx={{ alignSelf: 'flex-end' }}>
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
