import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { loginBodySchema, verifyUserBodySchema } from '@panel/shared/schemas/auth.ts';
import { OutlinedField } from '@/components/outlined-field';
import { PasswordField } from '@/components/password-field';
import { PhoneField } from '@/components/phone-field';
import { setAuthData } from '@/lib/auth-flow';
import { applyServerErrors } from '@/lib/forms';
import { lazySchema } from '@/lib/lazy-schema';
import { login } from './api/login';
import { verifyUser } from './api/verify-user';
import { AuthCard } from './auth-card';
import { useSignInForm } from './use-sign-in-form';
import { returnPathAfterSignIn } from '@/lib/session';

// The schemas (and zod) load once the person starts typing, not with the page (lib/lazy-schema.ts).
const authSchemas = () => import('@panel/shared/schemas/auth.ts');
const identitySchema = lazySchema(() => authSchemas().then((m) => m.verifyUserBodySchema));
const loginSchema = lazySchema(() => authSchemas().then((m) => m.loginBodySchema));

type VerifyUserBody = z.output<typeof verifyUserBodySchema>;
type LoginBody = z.output<typeof loginBodySchema>;
type Identity = { phoneNumber: string; email?: undefined } | { email: string; phoneNumber?: undefined };

/**
 * Customer login (spec section 4): verify the phone number (or e-mail for foreign users); an
 * existing user gives a password, a new one goes to /panel/otp keeping the query string.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [byEmail, setByEmail] = useState(false);
  const [identity, setIdentity] = useState<Identity | null>(null);
  return (
    <AuthCard
      title={identity ? t('login.passwordTitle') : t('login.title')}
      subtitle={
        identity
          ? t('login.welcomeBack', { who: identity.phoneNumber ?? identity.email })
          : byEmail
            ? t('login.emailHint')
            : t('login.phoneHint')
      }
    >
      {identity ? (
        <PasswordStep identity={identity} onChangeIdentity={() => setIdentity(null)} />
      ) : (
        <>
          <IdentifyStep key={byEmail ? 'email' : 'phone'} byEmail={byEmail} onExistingUser={setIdentity} />
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Switch checked={byEmail} onChange={(e) => setByEmail(e.target.checked)} />}
            label={t('login.useEmail')}
          />
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('login.staffQuestion')}{' '}
        <Link component={RouterLink} to="/franchisee-login">
          {t('login.staffLink')}
        </Link>
      </Typography>
    </AuthCard>
  );
}

/** Starts an OTP sign-in (sign-up or forgot password) and moves to /panel/otp. */
function useStartOtp() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (identity: Identity, fromForgotPassword: boolean, userExist: boolean) => {
    setAuthData({
      kind: 'customer',
      identity: identity.phoneNumber ?? identity.email,
      isEmail: identity.email !== undefined,
      userExist,
      otpSent: true,
      fromForgotPassword,
      otpSentAt: Date.now(),
    });
    void navigate({ pathname: '/otp', search });
  };
}

function IdentifyStep({
  byEmail,
  onExistingUser,
}: {
  byEmail: boolean;
  onExistingUser: (identity: Identity) => void;
}) {
  const { t } = useTranslation('auth');
  const startOtp = useStartOtp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSignInForm<{ phoneNumber?: string; email?: string }, VerifyUserBody>(
    identitySchema,
    byEmail ? { email: '' } : { phoneNumber: '' },
  );

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await verifyUser(body);
      const identity: Identity =
        body.email !== undefined ? { email: body.email } : { phoneNumber: body.phoneNumber };
      if (result.userExist) onExistingUser(identity);
      else if (result.otpSent) startOtp(identity, false, false);
      else setFormError(t('login.otpNotSent'));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['phoneNumber', 'email']));
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} onInput={form.preload}>
      {formError && <Alert severity="error">{formError}</Alert>}
      {byEmail ? (
        <OutlinedField
          {...form.field('email')}
          label={t('login.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
      ) : (
        <PhoneField {...form.field('phoneNumber')} autoFocus />
      )}
      <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
        {t('login.continue')}
      </Button>
    </Stack>
  );
}

function PasswordStep({ identity, onChangeIdentity }: { identity: Identity; onChangeIdentity: () => void }) {
  const { t } = useTranslation('auth');
  const startOtp = useStartOtp();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const [sendingOtp, setSendingOtp] = useState(false);
  const form = useSignInForm<{ phoneNumber?: string; email?: string; password: string }, LoginBody>(
    loginSchema,
    { ...identity, password: '' },
  );

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await login(body);
      if (result.userLoggedIn) await navigate(returnPathAfterSignIn(search, 'customer'), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['password']));
    }
  });

  const forgotPassword = async () => {
    setFormError(null);
    setSendingOtp(true);
    try {
      const result = await verifyUser({ ...identity, fromForgotPassword: true });
      if (result.otpSent) startOtp(identity, true, result.userExist);
      else setFormError(t('login.otpNotSent'));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, []));
    } finally {
      setSendingOtp(false);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} onInput={form.preload}>
      {formError && <Alert severity="error">{formError}</Alert>}
      <PasswordField
        {...form.field('password')}
        label={t('login.password')}
        autoComplete="current-password"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
        {t('login.submit')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onChangeIdentity}>
          {identity.email ? t('login.otherEmail') : t('login.otherNumber')}
        </Button>
        <Button onClick={() => void forgotPassword()} loading={sendingOtp}>
          {t('login.forgotPassword')}
        </Button>
      </Stack>
    </Stack>
  );
}
