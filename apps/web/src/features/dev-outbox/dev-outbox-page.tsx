import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OutboxMessage } from '@panel/shared/schemas/auth.ts';
import { api, errorMessage } from '@/lib/api-client';

/**
 * /panel/dev/outbox: the messages (OTPs, passwords) the demo outbox "sent" to a phone number or
 * e-mail address, so a person can finish sign-up without an SMS gateway. The server answers 404 in
 * production mode.
 */
export default function DevOutboxPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const outbox = useQuery({
    queryKey: ['dev-outbox', to],
    queryFn: () => api.get<{ list: OutboxMessage[] }>('/api/dev/outbox', { to }, { authErrors: 'local' }),
    enabled: to !== '',
    meta: { handlesErrors: true },
    retry: false,
  });
  const list = outbox.data?.list ?? [];

  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        Dev outbox
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Messages the demo server would have sent by SMS or e-mail, newest first.
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 3 }}
        onSubmit={(e) => {
          e.preventDefault();
          setParams(draft.trim() ? { to: draft.trim() } : {});
        }}
      >
        <TextField
          label="Phone number or e-mail"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          size="small"
        />
        <Button type="submit" variant="contained">
          Show messages
        </Button>
        {to && (
          <Button onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
            Refresh
          </Button>
        )}
      </Stack>
      {outbox.isError && <Alert severity="error">{errorMessage(outbox.error)}</Alert>}
      {to && outbox.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">No messages for {to} yet.</Typography>
      )}
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((m) => (
          <Paper component="li" key={`${m.createdAt}-${m.text}`} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="caption" color="text.secondary">
              {new Date(m.createdAt).toLocaleString()} · {m.channel.toUpperCase()} to {m.to}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{m.text}</Typography>
            {m.otp && (
              <Typography sx={{ mt: 1, fontFamily: 'monospace', fontSize: '1.25rem' }} aria-label="OTP">
                {m.otp}
              </Typography>
            )}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
