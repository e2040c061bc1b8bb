import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaticPage } from '@panel/shared/schemas/static-page.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { NoticeLine, SearchField, type Notice } from '@/components/staff-list-page';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { staticPagesQuery, useDeleteStaticPage } from './api/static-pages';
import { StaticPageDialog } from './static-page-dialog';

/** /panel/admin/category-static-page-management: the agency's landing pages per business category. */
export default function StaticPagesPage() {
  const { t } = useTranslation('static-pages');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const pages = useQuery(staticPagesQuery(q));
  const remove = useDeleteStaticPage();
  const [editing, setEditing] = useState<StaticPage | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const onDelete = async (page: StaticPage) => {
    const confirmed = await dialogs.confirm({
      title: t('delete.title'),
      message: t('delete.message', { title: page.title, url: page.publicUrl }),
      confirmLabel: t('delete.confirm'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(page.categoryStaticPageId);
      setNotice({ kind: 'success', text: t('delete.done', { title: page.title }) });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <SearchField label={t('search')} value={search} onChange={setSearch} />
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing('new')}
          sx={{ flexShrink: 0 }}
        >
          {t('newPage')}
        </Button>
      </Stack>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {pages.isPending ? (
        <LoadingState label={t('loading')} />
      ) : pages.isError ? (
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : pages.data.list.length === 0 ? (
        <EmptyState
          title={q ? t('empty.noMatch') : t('empty.none')}
          text={q ? t('empty.noMatchText') : t('empty.noneText')}
          action={
            q ? undefined : (
              <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
                {t('newPage')}
              </Button>
            )
          }
        />
      ) : (
        <Paper variant="outlined">
          <List aria-label={t('list')}>
            {pages.data.list.map((page) => (
              <ListItem
                key={page.categoryStaticPageId}
                divider
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      aria-label={t('edit', { title: page.title })}
                      onClick={() => setEditing(page)}
                    >
                      <Edit />
                    </IconButton>
                    <IconButton
                      aria-label={t('delete', { title: page.title })}
                      onClick={() => void onDelete(page)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Stack>
                }
                sx={{ pr: 14 }}
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{page.title}</span>
                      <Chip
                        size="small"
                        label={page.published ? t('published') : t('draft')}
                        color={page.published ? 'success' : 'default'}
                      />
                    </Stack>
                  }
                  secondary={
                    <>
                      {page.categoryName} ·{' '}
                      <Link
                        href={page.publicUrl}
                        target="_blank"
                        rel="noopener"
                        sx={{ wordBreak: 'break-all' }}
                      >
                        {`/p/${page.slug}`} <OpenInNew sx={{ fontSize: 14, verticalAlign: 'middle' }} />
                      </Link>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {editing && (
        <StaticPageDialog
          page={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice({ kind: 'success', text: t('saved', { title: saved.title }) });
          }}
        />
      )}
    </Stack>
  );
}
