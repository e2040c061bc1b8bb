import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { VIDEO_CATEGORY_LABELS, type VideoTemplate } from '@panel/shared/schemas/video.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useDeleteVideoTemplate, videoTemplatesQuery } from '@/lib/promo-videos';
import { TemplateEditor } from './template-editor';

/** /panel/admin/video-template-management: the template library, its editor and previews. */
export default function VideoTemplateManagementPage() {
  const templates = useQuery(videoTemplatesQuery({ limit: 100, sortBy: 'newest' }));
  const remove = useDeleteVideoTemplate();
  const [editing, setEditing] = useState<VideoTemplate | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onDelete = async (t: VideoTemplate) => {
    const ok = await dialogs.confirm({
      title: 'Delete template',
      message: `Delete "${t.name}"? Customers will no longer see it; videos already made stay.`,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(t.templateId);
      setNotice(`"${t.name}" was deleted.`);
    } catch (error) {
      setNotice(errorMessage(error));
    }
  };

  if (editing)
    return <TemplateEditor template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />;
  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          New template
        </Button>
      </Box>
      {notice && (
        <Alert severity="info" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {templates.isPending ? (
        <LoadingState label="Loading templates" />
      ) : templates.isError ? (
        <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.list.length === 0 ? (
        <EmptyState title="No video templates yet" text="Create the first template for your customers." />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Video templates">
            <TableHead>
              <TableRow>
                <TableCell>Preview</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Category</TableCell>
                <TableCell>Ratio</TableCell>
                <TableCell>Length</TableCell>
                <TableCell>Popularity</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {templates.data.list.map((t) => (
                <TableRow key={t.templateId}>
                  <TableCell>
                    {t.posterUrl ? (
                      <Box component="img" src={t.posterUrl} alt="" sx={{ height: 64, borderRadius: 0.5 }} />
                    ) : (
                      <Chip
                        size="small"
                        label={t.previewStatus === 'failed' ? 'Preview failed' : 'Rendering'}
                      />
                    )}
                  </TableCell>
                  <TableCell>{t.name}</TableCell>
                  <TableCell>{VIDEO_CATEGORY_LABELS[t.category]}</TableCell>
                  <TableCell>{t.description.ratios.join(', ')}</TableCell>
                  <TableCell>{t.durationSeconds} s</TableCell>
                  <TableCell>{t.popularity}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t.status === 'published' ? 'Published' : 'Draft'}
                      color={t.status === 'published' ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Edit">
                      <IconButton aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                        <Edit />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton aria-label={`Delete ${t.name}`} onClick={() => void onDelete(t)}>
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
