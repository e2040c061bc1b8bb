import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@panel/shared/constants.ts';
import { verifyOtpBodySchema, type VerifyOtpBody } from '@panel/shared/schemas/auth.ts';
import { errorMessage } from '@/lib/api-client';
import { getAuthData, setAuthData, setOtpData, type AuthData } from '@/lib/auth-flow';
import { applyServerErrors, muiField } from '@/lib/forms';
import { useResendOtp } from './api/resend-otp';
import { useVerifyOtp } from './api/verify-otp';
import { AuthCard } from './auth-card';
import { useResendCountdown } from './resend-cooldown';

/**
 * OTP entry for customers (/panel/otp) and staff (/panel/franchisee-otp). The route guard has made
 * sure a pending sign-in exists; a verified OTP leads to creating a password.
 */
export function OtpScreen({ kind }: { kind: AuthData['kind'] }) {
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const [auth, setAuth] = useState(getAuthData);
  const verifyOtp = useVerifyOtp();
  const resendOtp = useResendOtp();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const secondsLeft = useResendCountdown(auth?.otpSentAt ?? 0);
  const { register, handleSubmit, setError, formState } = useForm<VerifyOtpBody>({
    resolver: zodResolver(verifyOtpBodySchema),
    defaultValues: { otp: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    setNotice(null);
    try {
      await verifyOtp.mutateAsync(body);
      setOtpData({ otpVerified: true });
      await navigate({
        pathname: kind === 'staff' ? '/franchisee-createPassword' : '/createPassword',
        search,
      });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['otp']));
    }
  });

  const resend = async () => {
    if (!auth) return;
    setFormError(null);
    try {
      await resendOtp.mutateAsync();
      const next = { ...auth, otpSentAt: Date.now() };
      setAuthData(next);
      setAuth(next);
      setNotice(t('otp.resent'));
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  const changePath = kind === 'staff' ? '/franchisee-login' : '/login';
  return (
    <AuthCard
      title={auth?.fromForgotPassword ? t('otp.resetTitle') : t('otp.title')}
      subtitle={
        auth?.identity
          ? t('otp.subtitle', { length: String(OTP_LENGTH), to: auth.identity })
          : t('otp.subtitleYou', { length: String(OTP_LENGTH) })
      }
    >
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {notice && <Alert severity="success">{notice}</Alert>}
        <TextField
          {...muiField(register('otp'), formState.errors.otp)}
          label={t('otp.label')}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH, pattern: '[0-9]*' } }}
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('otp.verify')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Button component={RouterLink} to={{ pathname: changePath, search }}>
            {auth?.isEmail ? t('otp.changeEmail') : t('otp.changeNumber')}
          </Button>
          <Button onClick={() => void resend()} disabled={secondsLeft > 0} loading={resendOtp.isPending}>
            {secondsLeft > 0 ? t('otp.resendIn', { seconds: String(secondsLeft) }) : t('otp.resend')}
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
