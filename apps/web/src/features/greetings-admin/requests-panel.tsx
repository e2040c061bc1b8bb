import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { formatInstant } from '@/lib/format-date';
import { useCloseImageRequest } from './api/close-image-request';
import { imageRequestsQuery, type ImageRequest, type RequestStatusFilter } from './api/list-image-requests';

const LIMIT = 20;

/** Customers' requests for posts the library is missing; close one once the post is added. */
export function RequestsPanel() {
  const { t } = useTranslation('greetings-admin');
  const [status, setStatus] = useState<RequestStatusFilter>('OPEN');
  const [page, setPage] = useState(1);
  const requests = useQuery(imageRequestsQuery(status, page, LIMIT));
  const close = useCloseImageRequest();

  const onClose = async (r: ImageRequest) => {
    const ok = await dialogs.confirm({
      title: t('requests.closeTitle'),
      message: t('requests.closeMessage', { description: r.description }),
      confirmLabel: t('requests.closeConfirm'),
    });
    if (!ok) return;
    try {
      await close.mutateAsync(r.requestId);
    } catch (error) {
      dialogs.error(errorMessage(error));
    }
  };

  const pages = Math.max(1, Math.ceil((requests.data?.total ?? 0) / LIMIT));
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        aria-label={t('requests.status')}
        onChange={(_, v: RequestStatusFilter | null) => {
          if (!v) return;
          setStatus(v);
          setPage(1);
        }}
      >
        <ToggleButton value="OPEN">{t('requests.open')}</ToggleButton>
        <ToggleButton value="CLOSED">{t('requests.closed')}</ToggleButton>
        <ToggleButton value="ALL">{t('requests.all')}</ToggleButton>
      </ToggleButtonGroup>
      {requests.isPending && <LoadingState label={t('requests.loading')} />}
      {requests.isError && <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.isSuccess && requests.data.list.length === 0 && (
        <EmptyState title={t('requests.emptyTitle')} text={t('requests.emptyText')} />
      )}
      {requests.isSuccess && requests.data.list.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={t('requests.list')}>
            {requests.data.list.map((r) => (
              <ListItem
                key={r.requestId}
                divider
                secondaryAction={
                  r.status === 'OPEN' ? (
                    <Button size="small" onClick={() => void onClose(r)} disabled={close.isPending}>
                      {t('requests.close')}
                    </Button>
                  ) : (
                    <Chip size="small" label={t('requests.closed')} />
                  )
                }
              >
                <ListItemText
                  sx={{ pr: 10 }}
                  primary={r.description}
                  secondary={[r.businessName, r.requestedByPhone, formatInstant(r.createdAt)]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} />}
    </Stack>
  );
}
