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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { HostCertificate } from '@panel/shared/schemas/ssl.ts';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { formatInstantDate } from '@/lib/format-date';
import { sslStatusQuery, useCreateSsl } from './api/ssl';

const STATUS: Record<HostCertificate['status'], { label: string; color: ChipProps['color'] }> = {
  none: { label: 'ssl.status.none', color: 'default' },
  skipped: { label: 'ssl.status.skipped', color: 'default' },
  pending: { label: 'ssl.status.pending', color: 'info' },
  valid: { label: 'ssl.status.valid', color: 'success' },
  expired: { label: 'ssl.status.expired', color: 'error' },
  failed: { label: 'ssl.status.failed', color: 'error' },
};

/** What the row says beside its status: the expiry, the CA's refusal, or why no CA would issue one. */
function detail(h: HostCertificate, t: TFunction<'agency-management'>): string {
  const date = h.expiresAt ? formatInstantDate(h.expiresAt) : '';
  const expires = date ? t(h.status === 'expired' ? 'ssl.expired' : 'ssl.expires', { date }) : '';
  if (h.status === 'failed')
    return [h.message, date && t('ssl.currentExpires', { date })].filter(Boolean).join('; ');
  return h.status === 'skipped' ? (h.message ?? '') : expires;
}

/**
 * Agency Management → SSL: each host's certificate (served over HTTPS by SNI) and "Create SSL",
 * which asks the CA for all of them. The order runs in the background; the table follows it.
 */
export function AgencySsl({ agencyId, agencyName }: { agencyId: string; agencyName: string }) {
  const { t } = useTranslation('agency-management');
  const status = useQuery(sslStatusQuery(agencyId));
  const create = useCreateSsl(agencyId);
  const hosts = status.data?.hosts ?? [];
  const pending = hosts.some((h) => h.status === 'pending');
  const ask = async () => {
    const ok = await dialogs.confirm({
      title: t('ssl.create'),
      message: t('ssl.confirm', { agencyName }),
      confirmLabel: t('ssl.create'),
    });
    if (ok) create.mutate();
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="agency-ssl-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="agency-ssl-title" variant="h6" sx={{ flexGrow: 1 }}>
          {t('ssl.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={create.isPending || pending ? <CircularProgress size={16} /> : <Lock />}
          disabled={create.isPending || pending || !status.data}
          onClick={() => void ask()}
        >
          {t('ssl.create')}
        </Button>
      </Stack>
      {status.isPending && <CircularProgress size={24} aria-label={t('ssl.loading')} />}
      {status.isError && <Alert severity="error">{errorMessage(status.error)}</Alert>}
      {status.data && !hosts.length && <Typography color="text.secondary">{t('ssl.noHosts')}</Typography>}
      {hosts.length > 0 && (
        <Table size="small" aria-label={t('ssl.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('ssl.host')}</TableCell>
              <TableCell>{t('ssl.status')}</TableCell>
              <TableCell>{t('ssl.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {hosts.map((h) => (
              <TableRow key={h.host}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{h.host}</TableCell>
                <TableCell>
                  <Chip size="small" label={t(STATUS[h.status].label)} color={STATUS[h.status].color} />
                </TableCell>
                <TableCell>{detail(h, t)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
