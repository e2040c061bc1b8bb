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
import { useTranslation } from 'react-i18next';
import type { VideoTemplate } from '@panel/shared/schemas/video.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { formatNumber } from '@/lib/format-number';
import { useDeleteVideoTemplate, videoTemplatesQuery } from '@/lib/promo-videos';
import { TemplateEditor } from './template-editor';

/** /panel/admin/video-template-management: the template library, its editor and previews. */
export default function VideoTemplateManagementPage() {
  const { t } = useTranslation('video-templates-admin');
  const templates = useQuery(videoTemplatesQuery({ limit: 100, sortBy: 'newest' }));
  const remove = useDeleteVideoTemplate();
  const [editing, setEditing] = useState<VideoTemplate | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onDelete = async (template: VideoTemplate) => {
    const ok = await dialogs.confirm({
      title: t('page.deleteTitle'),
      message: t('page.deleteMessage', { name: template.name }),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(template.templateId);
      setNotice(t('page.deleted', { name: template.name }));
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
          {t('page.newTemplate')}
        </Button>
      </Box>
      {notice && (
        <Alert severity="info" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {templates.isPending ? (
        <LoadingState label={t('page.loading')} />
      ) : templates.isError ? (
        <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.list.length === 0 ? (
        <EmptyState title={t('page.emptyTitle')} text={t('page.emptyText')} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('page.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('page.preview')}</TableCell>
                <TableCell>{t('page.name')}</TableCell>
                <TableCell>{t('page.category')}</TableCell>
                <TableCell>{t('page.ratio')}</TableCell>
                <TableCell>{t('page.length')}</TableCell>
                <TableCell>{t('page.popularity')}</TableCell>
                <TableCell>{t('page.status')}</TableCell>
                <TableCell align="right">{t('page.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {templates.data.list.map((template) => (
                <TableRow key={template.templateId}>
                  <TableCell>
                    {template.posterUrl ? (
                      <Box
                        component="img"
                        src={template.posterUrl}
                        alt=""
                        sx={{ height: 64, borderRadius: 0.5 }}
                      />
                    ) : (
                      <Chip
                        size="small"
                        label={
                          template.previewStatus === 'failed' ? t('page.previewFailed') : t('page.rendering')
                        }
                      />
                    )}
                  </TableCell>
                  <TableCell>{template.name}</TableCell>
                  <TableCell>{t(`category.${template.category}`)}</TableCell>
                  <TableCell>{template.description.ratios.join(', ')}</TableCell>
                  <TableCell>{t('seconds', { seconds: formatNumber(template.durationSeconds) })}</TableCell>
                  <TableCell>{formatNumber(template.popularity)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(`status.${template.status}`)}
                      color={template.status === 'published' ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('page.edit')}>
                      <IconButton
                        aria-label={t('page.editName', { name: template.name })}
                        onClick={() => setEditing(template)}
                      >
                        <Edit />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('page.delete')}>
                      <IconButton
                        aria-label={t('page.deleteName', { name: template.name })}
                        onClick={() => void onDelete(template)}
                      >
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
