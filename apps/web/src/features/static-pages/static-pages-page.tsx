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
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const pages = useQuery(staticPagesQuery(q));
  const remove = useDeleteStaticPage();
  const [editing, setEditing] = useState<StaticPage | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const onDelete = async (page: StaticPage) => {
    const confirmed = await dialogs.confirm({
      title: 'Delete page',
      message: `Delete "${page.title}"? Its address ${page.publicUrl} will stop working.`,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(page.categoryStaticPageId);
      setNotice({ kind: 'success', text: `"${page.title}" deleted.` });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <SearchField label="Search by title or address" value={search} onChange={setSearch} />
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing('new')}
          sx={{ flexShrink: 0 }}
        >
          New page
        </Button>
      </Stack>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {pages.isPending ? (
        <LoadingState label="Loading pages" />
      ) : pages.isError ? (
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : pages.data.list.length === 0 ? (
        <EmptyState
          title={q ? 'No page matches' : 'No static pages yet'}
          text={
            q
              ? 'Try another word of the title or address.'
              : 'Write a landing page for a business category, such as "Digital cards for bakeries", and share its address.'
          }
          action={
            q ? undefined : (
              <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
                New page
              </Button>
            )
          }
        />
      ) : (
        <Paper variant="outlined">
          <List aria-label="Static pages">
            {pages.data.list.map((page) => (
              <ListItem
                key={page.categoryStaticPageId}
                divider
                secondaryAction={
                  <Stack direction="row">
                    <IconButton aria-label={`Edit ${page.title}`} onClick={() => setEditing(page)}>
                      <Edit />
                    </IconButton>
                    <IconButton aria-label={`Delete ${page.title}`} onClick={() => void onDelete(page)}>
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
                        label={page.published ? 'Published' : 'Draft'}
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
                        /p/{page.slug} <OpenInNew sx={{ fontSize: 14, verticalAlign: 'middle' }} />
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
            if (saved) setNotice({ kind: 'success', text: `"${saved.title}" saved.` });
          }}
        />
      )}
    </Stack>
  );
}
