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
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useCloseImageRequest } from './api/close-image-request';
import { imageRequestsQuery, type ImageRequest, type RequestStatusFilter } from './api/list-image-requests';

const LIMIT = 20;
const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Customers' requests for posts the library is missing; close one once the post is added. */
export function RequestsPanel() {
  const [status, setStatus] = useState<RequestStatusFilter>('OPEN');
  const [page, setPage] = useState(1);
  const requests = useQuery(imageRequestsQuery(status, page, LIMIT));
  const close = useCloseImageRequest();

  const onClose = async (r: ImageRequest) => {
    const ok = await dialogs.confirm({
      title: 'Close request',
      message: `Close the request “${r.description}”?`,
      confirmLabel: 'Close request',
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
        aria-label="Request status"
        onChange={(_, v: RequestStatusFilter | null) => {
          if (!v) return;
          setStatus(v);
          setPage(1);
        }}
      >
        <ToggleButton value="OPEN">Open</ToggleButton>
        <ToggleButton value="CLOSED">Closed</ToggleButton>
        <ToggleButton value="ALL">All</ToggleButton>
      </ToggleButtonGroup>
      {requests.isPending && <LoadingState label="Loading requests" />}
      {requests.isError && <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.isSuccess && requests.data.list.length === 0 && (
        <EmptyState
          title="No requests"
          text="When customers ask for a post they cannot find, it appears here."
        />
      )}
      {requests.isSuccess && requests.data.list.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Requests">
            {requests.data.list.map((r) => (
              <ListItem
                key={r.requestId}
                divider
                secondaryAction={
                  r.status === 'OPEN' ? (
                    <Button size="small" onClick={() => void onClose(r)} disabled={close.isPending}>
                      Close
                    </Button>
                  ) : (
                    <Chip size="small" label="Closed" />
                  )
                }
              >
                <ListItemText
                  sx={{ pr: 10 }}
                  primary={r.description}
                  secondary={[r.businessName, r.requestedByPhone, when.format(new Date(r.createdAt))]
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
