import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@panel/shared/schemas/feedback.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { NoticeLine, SearchField, SelectFilter, type Notice } from '@/components/staff-list-page';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { formatRelativeTime } from '@/lib/format-date';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { feedbackQuery, useDeleteFeedback } from './api';

const PER_PAGE = 20;

/** /panel/admin/feedback: what customers told the agency, newest first (admins). */
export default function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const [search, setSearch] = useState('');
  const [rating, setRating] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const list = useQuery(
    feedbackQuery({ search: q || undefined, rating: rating ? Number(rating) : undefined, page }),
  );
  const remove = useDeleteFeedback();
  const [notice, setNotice] = useState<Notice | null>(null);

  const onDelete = async (f: Feedback) => {
    if (
      !(await dialogs.confirm({
        title: t('delete.title'),
        message: t('delete.message'),
        confirmLabel: t('delete.confirm'),
      }))
    )
      return;
    try {
      await remove.mutateAsync(f.feedbackId);
      setNotice({ kind: 'success', text: t('delete.done') });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <SearchField label={t('search')} value={search} onChange={(v) => (setSearch(v), setPage(1))} />
        <SelectFilter
          label={t('rating')}
          value={rating}
          onChange={(v) => (setRating(v), setPage(1))}
          options={[
            ['', t('ratingAll')],
            ...[5, 4, 3, 2, 1].map((n): [string, string] => [String(n), t('ratingStars', { rating: n })]),
          ]}
        />
      </Stack>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {list.isPending ? (
        <LoadingState label={t('loading')} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('empty.title')} text={q || rating ? t('empty.filtered') : t('empty.none')} />
      ) : (
        <>
          <Stack spacing={1} component="ul" aria-label={t('list')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.data.list.map((f) => (
              <Paper key={f.feedbackId} component="li" variant="outlined" sx={{ p: 2 }}>
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
                >
                  <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                    <Rating
                      value={f.rating}
                      readOnly
                      size="small"
                      aria-label={t('ratingLabel', { rating: f.rating })}
                    />
                    {f.text && (
                      <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                        {f.text}
                      </Typography>
                    )}
                    {f.screenshotUrl && (
                      <Link href={f.screenshotUrl} target="_blank" rel="noopener">
                        {t('screenshot')}
                      </Link>
                    )}
                    <Typography variant="body2" color="text.secondary">
                      {[f.customerName, f.phoneNumber ?? f.email].filter(Boolean).join(' · ')} ·{' '}
                      {formatRelativeTime(f.createdAt)}
                      {f.pageUrl && ` · ${t('fromPage', { url: f.pageUrl })}`}
                    </Typography>
                  </Stack>
                  <IconButton aria-label={t('delete.title')} onClick={() => void onDelete(f)}>
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              </Paper>
            ))}
          </Stack>
          {list.data.total > PER_PAGE && (
            <Pagination
              count={Math.ceil(list.data.total / PER_PAGE)}
              page={page}
              onChange={(_, p) => setPage(p)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
