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
import {
  RENDER_STATUS_LABELS,
  useDeleteUserVideo,
  useUpdateUserVideoStatus,
  userVideosQuery,
} from '@/lib/promo-videos';
import { staffUserQuery } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * All Projects ?projectType=promotional_video: the agency's customers' videos (a plain franchisee's
 * list holds only the businesses they made — the server decides), with filters; for admins
 * Active/InActive (updateUserVideoStatus) and delete after confirmation.
 */
export function AdminVideoList() {
  // Switching a video off and deleting it are an admin's (issue 13); other staff see its state.
  const me = useQuery(staffUserQuery);
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const controls = useListControls<'createdAt'>('createdAt');
  const { filter, notice, setNotice } = controls;
  const [search, setSearch] = useState('');
  const [renderStatus, setRenderStatus] = useState('');
  const [status, setStatus] = useState('');
  const q = useDebouncedValue(search.trim(), 400);
  const list = useQuery(
    userVideosQuery({
      projectType: 'promotional_video',
      page: controls.page + 1,
      limit: controls.limit,
      search: q || undefined,
      renderStatus: (renderStatus || undefined) as UserVideo['renderStatus'] | undefined,
      status: (status || undefined) as UserVideo['status'] | undefined,
    }),
  );
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
      title: 'Delete video',
      message: `Delete video ${v.videoNo} of ${v.businessName}? The customer loses the file.`,
      confirmLabel: 'Delete',
    });
    if (ok) await run(() => remove.mutateAsync(v.videoNo), `Video ${v.videoNo} was deleted.`);
  };

  return (
    <Stack spacing={2}>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SearchField
            label="Search by business, template or video number"
            value={search}
            onChange={filter(setSearch)}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <SelectFilter
            label="Progress"
            value={renderStatus}
            onChange={filter(setRenderStatus)}
            options={[
              ['', 'All'],
              ...RENDER_STATUSES.map((s): [string, string] => [s, RENDER_STATUS_LABELS[s]]),
            ]}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <SelectFilter
            label="Status"
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
        label="Promotional videos"
        loadingLabel="Loading videos"
        empty={
          <EmptyState
            title="No promotional videos yet"
            text="Videos your customers make will be listed here."
          />
        }
      >
        {(rows) => (
          <>
            <TableHead>
              <TableRow>
                <TableCell>Video</TableCell>
                <TableCell>Business</TableCell>
                <TableCell>Template</TableCell>
                <TableCell>Ratio</TableCell>
                <TableCell>Progress</TableCell>
                <TableCell>Paid by</TableCell>
                <TableCell>Made</TableCell>
                <TableCell>Active</TableCell>
                <TableCell sx={stickyActionsSx}>Actions</TableCell>
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
                          ? `Rendering ${v.progress}%`
                          : RENDER_STATUS_LABELS[v.renderStatus]
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
                    {v.charge === 'plan' ? 'Plan' : v.charge === 'purchase' ? 'Single purchase' : '—'}
                  </TableCell>
                  <TableCell>{formatRelativeTime(v.createdAt)}</TableCell>
                  <TableCell>
                    {!isAdmin ? (
                      <OnOffChip on={v.status === 'active'} labels={['Active', 'InActive']} />
                    ) : (
                      <Switch
                        checked={v.status === 'active'}
                        slotProps={{ input: { 'aria-label': `Video ${v.videoNo} active` } }}
                        onChange={(e) => {
                          const next = e.target.checked ? 'active' : 'inactive';
                          void run(
                            () => update.mutateAsync({ videoNo: v.videoNo, status: next }),
                            `Video ${v.videoNo} is now ${next === 'active' ? 'active' : 'inactive'}.`,
                          );
                        }}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={stickyActionsSx}>
                    {v.url && (
                      <Tooltip title="Play">
                        <IconButton
                          aria-label={`Play video ${v.videoNo}`}
                          href={v.url}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          <OpenInNew />
                        </IconButton>
                      </Tooltip>
                    )}
                    {isAdmin && (
                      <Tooltip title="Delete">
                        <IconButton aria-label={`Delete video ${v.videoNo}`} onClick={() => void onDelete(v)}>
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
