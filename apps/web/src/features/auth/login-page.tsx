import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginBodySchema, verifyUserBodySchema } from '@panel/shared/schemas/auth.ts';
import { PasswordField } from '@/components/password-field';
import { PhoneField } from '@/components/phone-field';
import { setAuthData } from '@/lib/auth-flow';
import { applyServerErrors, muiField } from '@/lib/forms';
import { useLogin } from './api/login';
import { useVerifyUser } from './api/verify-user';
import { AuthCard } from './auth-card';
import { returnPathAfterSignIn } from '@/lib/session';

type Identity = { phoneNumber: string; email?: undefined } | { email: string; phoneNumber?: undefined };

/**
 * Customer login (spec section 4): verify the phone number (or e-mail for foreign users); an
 * existing user gives a password, a new one goes to /panel/otp keeping the query string.
 */
export default function LoginPage() {
  const [byEmail, setByEmail] = useState(false);
  const [identity, setIdentity] = useState<Identity | null>(null);
  return (
    <AuthCard
      title={identity ? 'Enter your password' : 'Log in or sign up'}
      subtitle={
        identity
          ? `Welcome back, ${identity.phoneNumber ?? identity.email}`
          : byEmail
            ? 'Foreign users use their e-mail address.'
            : 'Use your mobile number. New here? We will send you an OTP to sign up.'
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
            label="Foreign user? Use e-mail instead"
          />
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Agency staff?{' '}
        <Link component={RouterLink} to="/franchisee-login">
          Franchisee login
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
  const verifyUser = useVerifyUser();
  const startOtp = useStartOtp();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof verifyUserBodySchema>,
    unknown,
    z.output<typeof verifyUserBodySchema>
  >({
    resolver: zodResolver(verifyUserBodySchema),
    defaultValues: byEmail ? { email: '' } : { phoneNumber: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await verifyUser.mutateAsync(body);
      const identity: Identity =
        body.email !== undefined ? { email: body.email } : { phoneNumber: body.phoneNumber };
      if (result.userExist) onExistingUser(identity);
      else if (result.otpSent) startOtp(identity, false, false);
      else setFormError('We could not send an OTP. Please try again in a moment.');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['phoneNumber', 'email']));
    }
  });

  const fieldError = byEmail ? formState.errors.email : formState.errors.phoneNumber;
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      {formError && <Alert severity="error">{formError}</Alert>}
      {byEmail ? (
        <TextField
          {...muiField(register('email'), fieldError)}
          label="E-mail address"
          type="email"
          autoComplete="email"
          autoFocus
        />
      ) : (
        <PhoneField {...muiField(register('phoneNumber'), fieldError)} autoFocus />
      )}
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        Continue
      </Button>
    </Stack>
  );
}

function PasswordStep({ identity, onChangeIdentity }: { identity: Identity; onChangeIdentity: () => void }) {
  const login = useLogin();
  const verifyUser = useVerifyUser();
  const startOtp = useStartOtp();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof loginBodySchema>,
    unknown,
    z.output<typeof loginBodySchema>
  >({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { ...identity, password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await login.mutateAsync(body);
      if (result.userLoggedIn) await navigate(returnPathAfterSignIn(search, 'customer'), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password']));
    }
  });

  const forgotPassword = async () => {
    setFormError(null);
    try {
      const result = await verifyUser.mutateAsync({ ...identity, fromForgotPassword: true });
      if (result.otpSent) startOtp(identity, true, result.userExist);
      else setFormError('We could not send an OTP. Please try again in a moment.');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, []));
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      {formError && <Alert severity="error">{formError}</Alert>}
      <PasswordField
        {...muiField(register('password'), formState.errors.password)}
        label="Password"
        autoComplete="current-password"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        Log in
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onChangeIdentity}>
          {identity.email ? 'Use another e-mail' : 'Use another number'}
        </Button>
        <Button onClick={() => void forgotPassword()} loading={verifyUser.isPending}>
          Forgot password?
        </Button>
      </Stack>
    </Stack>
  );
}
