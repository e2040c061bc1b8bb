import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { HostCertificate } from '@panel/shared/schemas/ssl.ts';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { sslStatusQuery, useCreateSsl } from './api/ssl';

const STATUS: Record<HostCertificate['status'], { label: string; color: ChipProps['color'] }> = {
  none: { label: 'No certificate', color: 'default' },
  skipped: { label: 'Not possible', color: 'default' },
  pending: { label: 'Requesting…', color: 'info' },
  valid: { label: 'Valid', color: 'success' },
  expired: { label: 'Expired', color: 'error' },
  failed: { label: 'Failed', color: 'error' },
};

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** What the row says beside its status: the expiry, the CA's refusal, or why no CA would issue one. */
function detail(h: HostCertificate): string {
  const expires = h.expiresAt
    ? `${h.status === 'expired' ? 'Expired' : 'Expires'} ${day.format(new Date(h.expiresAt))}`
    : '';
  if (h.status === 'failed')
    return [h.message, expires && `the current certificate ${expires.toLowerCase()}`]
      .filter(Boolean)
      .join('; ');
  return h.status === 'skipped' ? (h.message ?? '') : expires;
}

/**
 * Agency Management → SSL: each host's certificate (served over HTTPS by SNI) and "Create SSL",
 * which asks the CA for all of them. The order runs in the background; the table follows it.
 */
export function AgencySsl({ agencyId, agencyName }: { agencyId: string; agencyName: string }) {
  const status = useQuery(sslStatusQuery(agencyId));
  const create = useCreateSsl(agencyId);
  const hosts = status.data?.hosts ?? [];
  const pending = hosts.some((h) => h.status === 'pending');
  const ask = async () => {
    const ok = await dialogs.confirm({
      title: 'Create SSL',
      message: `Request certificates for every host of ${agencyName}? Each host must already point to this server.`,
      confirmLabel: 'Create SSL',
    });
    if (ok) create.mutate();
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="agency-ssl-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="agency-ssl-title" variant="h6" sx={{ flexGrow: 1 }}>
          SSL certificates
        </Typography>
        <Button
          variant="outlined"
          startIcon={create.isPending || pending ? <CircularProgress size={16} /> : <Lock />}
          disabled={create.isPending || pending || !status.data}
          onClick={() => void ask()}
        >
          Create SSL
        </Button>
      </Stack>
      {status.isPending && <CircularProgress size={24} aria-label="Loading certificates" />}
      {status.isError && <Alert severity="error">{errorMessage(status.error)}</Alert>}
      {status.data && !hosts.length && (
        <Typography color="text.secondary">This agency has no hosts.</Typography>
      )}
      {hosts.length > 0 && (
        <Table size="small" aria-label="Certificates per host">
          <TableHead>
            <TableRow>
              <TableCell>Host</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {hosts.map((h) => (
              <TableRow key={h.host}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{h.host}</TableCell>
                <TableCell>
                  <Chip size="small" label={STATUS[h.status].label} color={STATUS[h.status].color} />
                </TableCell>
                <TableCell>{detail(h)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
