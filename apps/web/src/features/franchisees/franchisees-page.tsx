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
import { useTranslation } from 'react-i18next';
import { grantableRoles, staffEditRefusal } from '@panel/shared/staff-rules.ts';
import { type FranchiseeListItem, STAFF_ROLE_LABELS } from '@panel/shared/schemas/auth.ts';
import { ExportCsvButton } from '@/components/export-csv-button';
import { EmptyState } from '@/components/page-states';
import {
  NoticeLine,
  PagedTable,
  SearchField,
  SelectFilter,
  stickyActionsSx,
  useListControls,
} from '@/components/staff-list-page';
import { formatMoney } from '@/lib/format-number';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { staffUserQuery } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type FranchiseeListParams, franchiseeListQuery } from './api/list-franchisees';
import { useResetFranchiseePassword } from './api/save-franchisee';
import { FranchiseeDialog } from './franchisee-dialog';

/** /panel/admin/franchisees: the agency's staff, what each sold this month, sign-up, edit, password. */
export default function FranchiseesPage() {
  const { t } = useTranslation('franchisees');
  const roleLabel = (r: string) => (r in STAFF_ROLE_LABELS ? t(`role.${r}`) : r);
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
      title: t('password.title'),
      message: t('password.confirm', { name: f.name, phoneNumber: f.phoneNumber }),
      confirmLabel: t('password.send'),
    });
    if (!ok) return;
    try {
      await reset.mutateAsync(f.franchiseeId);
      setNotice({ kind: 'success', text: t('password.sent', { phoneNumber: f.phoneNumber }) });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <SearchField label={t('search')} value={search} onChange={filter(setSearch)} minWidth={320} />
        <Stack direction="row" spacing={1}>
          <ExportCsvButton path="/api/v1/franchisee/list" query={filters} onDone={setNotice} />
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('signUp')}
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectFilter
            label={t('dialog.role')}
            value={role}
            onChange={filter(setRole)}
            options={[
              ['', t('filter.all')],
              ...Object.keys(STAFF_ROLE_LABELS).map((r) => [r, t(`role.${r}`)] as [string, string]),
            ]}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectFilter
            label={t('table.status')}
            value={status}
            onChange={filter(setStatus)}
            options={[
              ['', t('filter.all')],
              ['active', t('status.active')],
              ['inactive', t('status.inactive')],
            ]}
          />
        </Grid>
      </Grid>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <PagedTable
        query={list}
        controls={controls}
        label={t('table.label')}
        loadingLabel={t('table.loading')}
        empty={
          <EmptyState
            title={t('empty.title')}
            text={debouncedSearch || role || status ? t('empty.filtered') : t('empty.none')}
          />
        }
      >
        {(rows) => (
          <>
            <TableHead>
              <TableRow>
                <TableCell>{t('dialog.name')}</TableCell>
                <TableCell>{t('dialog.role')}</TableCell>
                <TableCell align="right">{t('table.customers')}</TableCell>
                <TableCell align="right">{t('table.cards')}</TableCell>
                <TableCell align="right">{t('table.sales')}</TableCell>
                <TableCell>{t('table.status')}</TableCell>
                <TableCell align="right" sx={stickyActionsSx}>
                  {t('table.actions')}
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
                  <TableCell align="right">{formatMoney(f.salesThisMonth)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={f.isActive ? t('status.active') : t('status.inactive')}
                      color={f.isActive ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right" sx={stickyActionsSx}>
                    {mayChange(f) && (
                      <>
                        <Tooltip title={t('action.edit')}>
                          <IconButton
                            aria-label={t('action.editLabel', { name: f.name })}
                            onClick={() => setEditing(f)}
                          >
                            <EditOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('password.title')}>
                          <IconButton
                            aria-label={t('action.passwordLabel', { name: f.name })}
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
