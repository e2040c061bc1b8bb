import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RENDER_STATUSES, type UserVideo } from '@panel/shared/schemas/video.ts';
import { ExportCsvButton } from '@/components/export-csv-button';
import { EmptyState } from '@/components/page-states';
import {
  ACTIVE_STATUS_OPTIONS,
  OnOffChip,
  NoticeLine,
  PagedTable,
  SearchField,
  SelectFilter,
  stickyActionsSx,
  useListControls,
} from '@/components/staff-list-page';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { formatRelativeTime } from '@/lib/format-date';
import { useDeleteUserVideo, useUpdateUserVideoStatus, userVideosQuery } from '@/lib/promo-videos';
import { staffUserQuery } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTranslation } from 'react-i18next';

/**
 * All Projects ?projectType=promotional_video: the agency's customers' videos (a plain franchisee's
 * list holds only the businesses they made — the server decides), with filters; for admins
 * Active/InActive (updateUserVideoStatus) and delete after confirmation.
 */
export function AdminVideoList() {
  const { t } = useTranslation('projects');
  // Switching a video off and deleting it are an admin's (issue 13); other staff see its state.
  const me = useQuery(staffUserQuery);
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const controls = useListControls<'createdAt'>('createdAt');
  const { filter, notice, setNotice } = controls;
  const [search, setSearch] = useState('');
  const [renderStatus, setRenderStatus] = useState('');
  const [status, setStatus] = useState('');
  const q = useDebouncedValue(search.trim(), 400);
  const filters = {
    projectType: 'promotional_video' as const,
    search: q || undefined,
    renderStatus: (renderStatus || undefined) as UserVideo['renderStatus'] | undefined,
    status: (status || undefined) as UserVideo['status'] | undefined,
  };
  const list = useQuery(userVideosQuery({ page: controls.page + 1, limit: controls.limit, ...filters }));
  const update = useUpdateUserVideoStatus();
  const remove = useDeleteUserVideo();
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setNotice({ kind: 'success', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };
  const onDelete = async (v: UserVideo) => {
    const ok = await dialogs.confirm({
      title: t('videos.deleteTitle'),
      message: t('videos.adminDeleteMessage', { videoNo: String(v.videoNo), business: v.businessName }),
      confirmLabel: t('action.delete'),
    });
    if (ok)
      await run(() => remove.mutateAsync(v.videoNo), t('videos.deleted', { videoNo: String(v.videoNo) }));
  };

  const progressOptions: [string, string][] = [
    ['', t('filter.all')],
    ...RENDER_STATUSES.map((s): [string, string] => [s, t(`renderStatus.${s}`)]),
  ];
  const activeLabels: [string, string] = [t('chip.active'), t('chip.inactive')];

  return (
    <Stack spacing={2}>
      <div>
        <ExportCsvButton path="/api/v1/video/user-video" query={filters} onDone={setNotice} />
      </div>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SearchField label={t('videos.search')} value={search} onChange={filter(setSearch)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <SelectFilter
            label={t('column.progress')}
            value={renderStatus}
            onChange={filter(setRenderStatus)}
            options={progressOptions}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <SelectFilter
            label={t('filter.status')}
            value={status}
            onChange={filter(setStatus)}
            options={ACTIVE_STATUS_OPTIONS}
          />
        </Grid>
      </Grid>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <PagedTable
        query={list}
        controls={controls}
        label={t('videos.table')}
        loadingLabel={t('videos.loading')}
        empty={<EmptyState title={t('videos.emptyTitle')} text={t('videos.adminEmptyText')} />}
      >
        {(rows) => (
          <>
            <TableHead>
              <TableRow>
                <TableCell>{t('column.video')}</TableCell>
                <TableCell>{t('column.business')}</TableCell>
                <TableCell>{t('column.template')}</TableCell>
                <TableCell>{t('column.ratio')}</TableCell>
                <TableCell>{t('column.progress')}</TableCell>
                <TableCell>{t('column.paidBy')}</TableCell>
                <TableCell>{t('column.made')}</TableCell>
                <TableCell>{t('column.active')}</TableCell>
                <TableCell sx={stickyActionsSx}>{t('column.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((v) => (
                <TableRow key={v.videoNo} hover>
                  <TableCell>{v.videoNo}</TableCell>
                  <TableCell>{v.businessName}</TableCell>
                  <TableCell>{v.templateName}</TableCell>
                  <TableCell>{v.videoRatio}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={
                        v.renderStatus === 'rendering'
                          ? t('renderStatus.renderingProgress', { progress: v.progress })
                          : t(`renderStatus.${v.renderStatus}`)
                      }
                      color={
                        v.renderStatus === 'ready'
                          ? 'success'
                          : v.renderStatus === 'failed'
                            ? 'error'
                            : 'default'
                      }
                    />
                  </TableCell>
                  <TableCell>
                    {v.charge === 'plan'
                      ? t('videos.chargePlan')
                      : v.charge === 'purchase'
                        ? t('videos.chargePurchase')
                        : '—'}
                  </TableCell>
                  <TableCell>{formatRelativeTime(v.createdAt)}</TableCell>
                  <TableCell>
                    {!isAdmin ? (
                      <OnOffChip on={v.status === 'active'} labels={activeLabels} />
                    ) : (
                      <Switch
                        checked={v.status === 'active'}
                        slotProps={{
                          input: { 'aria-label': t('videos.activeAria', { videoNo: String(v.videoNo) }) },
                        }}
                        onChange={(e) => {
                          const next = e.target.checked ? 'active' : 'inactive';
                          void run(
                            () => update.mutateAsync({ videoNo: v.videoNo, status: next }),
                            next === 'active'
                              ? t('videos.nowActive', { videoNo: String(v.videoNo) })
                              : t('videos.nowInactive', { videoNo: String(v.videoNo) }),
                          );
                        }}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={stickyActionsSx}>
                    {v.url && (
                      <Tooltip title={t('videos.play')}>
                        <IconButton
                          aria-label={t('videos.playAria', { videoNo: String(v.videoNo) })}
                          href={v.url}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          <OpenInNew />
                        </IconButton>
                      </Tooltip>
                    )}
                    {isAdmin && (
                      <Tooltip title={t('action.delete')}>
                        <IconButton
                          aria-label={t('videos.deleteAria', { videoNo: String(v.videoNo) })}
                          onClick={() => void onDelete(v)}
                        >
                          <DeleteOutline />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </>
        )}
      </PagedTable>
    </Stack>
  );
}
