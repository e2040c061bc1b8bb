import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockReset from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPaise } from '@panel/shared/money.ts';
import { grantableRoles, staffEditRefusal } from '@panel/shared/staff-rules.ts';
import { type FranchiseeListItem, STAFF_ROLE_LABELS } from '@panel/shared/schemas/auth.ts';
import { ExportCsvButton } from '@/components/export-csv-button';
import { EmptyState } from '@/components/page-states';
import {
  ACTIVE_STATUS_OPTIONS,
  NoticeLine,
  PagedTable,
  SearchField,
  SelectFilter,
  stickyActionsSx,
  useListControls,
} from '@/components/staff-list-page';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { staffUserQuery } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type FranchiseeListParams, franchiseeListQuery } from './api/list-franchisees';
import { useResetFranchiseePassword } from './api/save-franchisee';
import { FranchiseeDialog } from './franchisee-dialog';

const roleLabel = (r: string) => STAFF_ROLE_LABELS[r as keyof typeof STAFF_ROLE_LABELS] ?? r;

/** /panel/admin/franchisees: the agency's staff, what each sold this month, sign-up, edit, password. */
export default function FranchiseesPage() {
  const me = useQuery(staffUserQuery);
  const controls = useListControls<'createdAt'>('createdAt');
  const { filter, notice, setNotice } = controls;
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<FranchiseeListItem | 'new' | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 400);
  const filters = {
    search: debouncedSearch || undefined,
    role: (role || undefined) as FranchiseeListParams['role'],
    status: (status || undefined) as FranchiseeListParams['status'],
  };
  const list = useQuery(franchiseeListQuery({ page: controls.page + 1, limit: controls.limit, ...filters }));
  const reset = useResetFranchiseePassword();
  const myRoles = me.data?.roles ?? [];
  // The server decides; the same rule hides buttons it would refuse.
  const mayChange = (f: FranchiseeListItem) =>
    staffEditRefusal(
      { userId: '', roles: myRoles },
      { userId: f.franchiseeId, roles: f.roles, isActive: f.isActive },
      {},
      2,
    ) === null;

  const onReset = async (f: FranchiseeListItem) => {
    const ok = await dialogs.confirm({
      title: 'Send a new password',
      message: `Send a new password to ${f.name} (${f.phoneNumber})? Their current password stops working and they are signed out.`,
      confirmLabel: 'Send',
    });
    if (!ok) return;
    try {
      await reset.mutateAsync(f.franchiseeId);
      setNotice({ kind: 'success', text: `A new password was sent to ${f.phoneNumber}.` });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <SearchField
          label="Search by name or phone"
          value={search}
          onChange={filter(setSearch)}
          minWidth={320}
        />
        <Stack direction="row" spacing={1}>
          <ExportCsvButton path="/api/v1/franchisee/list" query={filters} onDone={setNotice} />
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Sign up franchisee
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectFilter
            label="Role"
            value={role}
            onChange={filter(setRole)}
            options={[['', 'All'], ...Object.entries(STAFF_ROLE_LABELS)]}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
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
        label="Franchisees"
        loadingLabel="Loading franchisees"
        empty={
          <EmptyState
            title="No franchisees found"
            text={debouncedSearch || role || status ? 'Try other filters.' : 'Sign up your first franchisee.'}
          />
        }
      >
        {(rows) => (
          <>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell align="right">Customers</TableCell>
                <TableCell align="right">Cards</TableCell>
                <TableCell align="right">Sales this month</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right" sx={stickyActionsSx}>
                  Actions
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((f) => (
                <TableRow key={f.franchiseeId} hover>
                  <TableCell>
                    <strong>{f.name}</strong>
                    <br />
                    <small>{f.phoneNumber}</small>
                  </TableCell>
                  <TableCell>{f.roles.map(roleLabel).join(', ')}</TableCell>
                  <TableCell align="right">{f.customers}</TableCell>
                  <TableCell align="right">{f.cards}</TableCell>
                  <TableCell align="right">{formatPaise(f.salesThisMonth)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={f.isActive ? 'Active' : 'InActive'}
                      color={f.isActive ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right" sx={stickyActionsSx}>
                    {mayChange(f) && (
                      <>
                        <Tooltip title="Edit">
                          <IconButton aria-label={`Edit ${f.name}`} onClick={() => setEditing(f)}>
                            <EditOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Send a new password">
                          <IconButton
                            aria-label={`Send a new password to ${f.name}`}
                            onClick={() => void onReset(f)}
                          >
                            <LockReset fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </>
        )}
      </PagedTable>
      {editing && (
        <FranchiseeDialog
          franchisee={editing === 'new' ? null : editing}
          grantable={grantableRoles({ userId: '', roles: myRoles })}
          onClose={() => setEditing(null)}
          onSaved={(text) => setNotice({ kind: 'success', text })}
        />
      )}
    </Stack>
  );
}
