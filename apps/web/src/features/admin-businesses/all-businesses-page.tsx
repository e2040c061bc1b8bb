import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LockReset from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BUSINESS_SORT_FIELDS } from '@panel/shared/staff-queries.ts';
import type { Business } from '@panel/shared/schemas/business.ts';
import { EmptyState } from '@/components/page-states';
import { ExportCsvButton, REPORT_PATHS } from '@/components/export-csv-button';
import { CloneBusinessDialog, useSendNewPassword } from '@/components/business-actions';
import {
  CreatedRangeFilter,
  madeByOptions,
  NoticeLine,
  PagedTable,
  SearchField,
  SelectFilter,
  useListControls,
  stickyActionsSx,
} from '@/components/staff-list-page';
import { formatInstantDate } from '@/lib/format-date';
import { errorMessage } from '@/lib/api-client';
import { useDeleteBusiness } from '@/lib/delete-business';
import { dialogs } from '@/lib/dialogs';
import { staffListQuery } from '@/lib/staff-list';
import { staffUserQuery } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type BusinessListParams, businessListQuery } from './api/list-businesses';
import { BulkBar } from './bulk-bar';

// The Create customer dialog loads when it first opens: its business form, the phone-number rules and
// the zod schemas behind them were a quarter of this page's JavaScript.
const CreateCustomerDialog = lazy(() =>
  import('@/components/create-customer-dialog').then((m) => ({ default: m.CreateCustomerDialog })),
);

type SortField = (typeof BUSINESS_SORT_FIELDS)[number];
/** The sortable columns' fields. */
const SORT: Record<'name' | 'expiry' | 'created', SortField> = {
  name: 'businessName',
  expiry: 'expiryDateForCustomer',
  created: 'createdAt',
};
const dateText = (iso: string | null) => (iso ? formatInstantDate(iso) : '—');

/** /panel/admin/businesses: every business the staff member may see, filtered, sorted and paged. */
export default function AllBusinessesPage() {
  const { t } = useTranslation('admin-businesses');
  const me = useQuery(staffUserQuery);
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const staff = useQuery(staffListQuery(isAdmin));
  const controls = useListControls<SortField>('createdAt', ['businessName']);
  const { filter, sortHeader, notice, setNotice } = controls;
  // Home's figures link here with their filter in the query (?plan=expiring, ?madeBy=…).
  const [initial] = useSearchParams();
  const [search, setSearch] = useState('');
  const [subscribed, setSubscribed] = useState(initial.get('subscribed') ?? '');
  const [plan, setPlan] = useState(initial.get('plan') ?? '');
  const [madeBy, setMadeBy] = useState(initial.get('madeBy') ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [creating, setCreating] = useState(false);
  // Once opened the dialog stays mounted, so it closes with its animation.
  const [createOpened, setCreateOpened] = useState(false);
  const [cloning, setCloning] = useState<Business | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const debouncedSearch = useDebouncedValue(search.trim(), 400);

  const params: BusinessListParams = {
    page: controls.page + 1,
    limit: controls.limit,
    search: debouncedSearch || undefined,
    subscribed: subscribed === '' ? undefined : subscribed === 'true',
    plan: (plan || undefined) as BusinessListParams['plan'],
    madeBy: madeBy || undefined,
    from: from || undefined,
    to: to || undefined,
    sortBy: controls.sortBy,
    sortOrder: controls.sortOrder,
  };
  const list = useQuery(businessListQuery(params));
  const remove = useDeleteBusiness();
  const onDelete = async (b: Business) => {
    const ok = await dialogs.confirm({
      title: t('delete.title'),
      message: t('delete.message', { name: b.businessName }),
      confirmLabel: t('delete.confirm'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(b.businessId);
      setNotice({ kind: 'success', text: t('delete.done', { name: b.businessName }) });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };

  const sendNewPassword = useSendNewPassword((text, ok) =>
    setNotice({ kind: ok ? 'success' : 'error', text }),
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <SearchField label={t('search')} value={search} onChange={filter(setSearch)} minWidth={320} />
        <Stack direction="row" spacing={1}>
          {isAdmin && (
            <ExportCsvButton
              path={REPORT_PATHS.business}
              query={{ ...params, page: undefined, limit: undefined }}
              onDone={setNotice}
            />
          )}
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => {
              setCreating(true);
              setCreateOpened(true);
            }}
          >
            {t('newCustomer')}
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectFilter
            label={t('filter.subscription')}
            value={subscribed}
            onChange={filter(setSubscribed)}
            options={[
              ['', t('filter.all')],
              ['true', t('subscribed')],
              ['false', t('notSubscribed')],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectFilter
            label={t('filter.plan')}
            value={plan}
            onChange={filter(setPlan)}
            options={[
              ['', t('filter.all')],
              ['active', t('filter.active')],
              ['expiring', t('filter.expiring')],
              ['expired', t('filter.expired')],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectFilter
            label={t('filter.madeBy')}
            value={madeBy}
            onChange={filter(setMadeBy)}
            options={madeByOptions(staff.data ?? [])}
          />
        </Grid>
        <CreatedRangeFilter
          from={from}
          to={to}
          onFrom={filter(setFrom)}
          onTo={filter(setTo)}
          size={{ xs: 6, sm: 3 }}
        />
      </Grid>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {isAdmin && selected.length > 0 && (
        <BulkBar
          selected={selected}
          onDone={(n, clear) => {
            setNotice(n);
            if (clear) setSelected([]);
          }}
        />
      )}
      <PagedTable
        query={list}
        controls={controls}
        label={t('table.label')}
        loadingLabel={t('table.loading')}
        empty={
          <EmptyState
            title={t('empty.title')}
            text={
              debouncedSearch || subscribed || plan || madeBy || from || to
                ? t('empty.filtered')
                : t('empty.none')
            }
          />
        }
      >
        {(rows) => (
          <>
            <TableHead>
              <TableRow>
                {isAdmin && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
                      checked={rows.length > 0 && rows.every((b) => selected.includes(b.businessId))}
                      onChange={(e) => {
                        const ids = rows.map((b) => b.businessId);
                        setSelected((s) =>
                          e.target.checked ? [...new Set([...s, ...ids])] : s.filter((x) => !ids.includes(x)),
                        );
                      }}
                    />
                  </TableCell>
                )}
                <TableCell>{sortHeader(t('table.business'), SORT.name)}</TableCell>
                <TableCell>{t('table.owner')}</TableCell>
                <TableCell>{t('filter.subscription')}</TableCell>
                <TableCell>{sortHeader(t('table.expiry'), SORT.expiry)}</TableCell>
                <TableCell>{t('filter.madeBy')}</TableCell>
                <TableCell>{sortHeader(t('table.created'), SORT.created)}</TableCell>
                <TableCell align="right" sx={stickyActionsSx}>
                  {t('table.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((b) => (
                <TableRow key={b.businessId} hover selected={selected.includes(b.businessId)}>
                  {isAdmin && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        slotProps={{ input: { 'aria-label': t('table.select', { name: b.businessName }) } }}
                        checked={selected.includes(b.businessId)}
                        onChange={() => toggle(b.businessId)}
                      />
                    </TableCell>
                  )}
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/admin/business?businessId=${encodeURIComponent(b.businessId)}`}
                    >
                      <strong>{b.businessName}</strong>
                    </Link>
                    <br />
                    <small>{b.category?.name ?? ''}</small>
                  </TableCell>
                  <TableCell>{b.user.phoneNumber ?? b.user.email}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={b.isSubscriptionActive ? t('subscribed') : t('notSubscribed')}
                      color={b.isSubscriptionActive ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell>{dateText(b.expiryDateForCustomer)}</TableCell>
                  <TableCell>{b.businessMadeBy}</TableCell>
                  <TableCell>{dateText(b.createdAt)}</TableCell>
                  <TableCell align="right" sx={stickyActionsSx}>
                    {isAdmin ? (
                      <>
                        <Tooltip title={t('action.clone')}>
                          <IconButton
                            aria-label={t('action.cloneLabel', { name: b.businessName })}
                            onClick={() => setCloning(b)}
                          >
                            <ContentCopy fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('action.newPassword')}>
                          <IconButton
                            aria-label={t('action.newPasswordLabel', { name: b.businessName })}
                            onClick={() => void sendNewPassword(b)}
                          >
                            <LockReset fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('delete.confirm')}>
                          <IconButton
                            aria-label={t('action.deleteLabel', { name: b.businessName })}
                            onClick={() => void onDelete(b)}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </>
                    ) : (
                      <Button
                        size="small"
                        component={RouterLink}
                        to={`/admin/business?businessId=${encodeURIComponent(b.businessId)}`}
                      >
                        {t('action.open')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </>
        )}
      </PagedTable>
      {createOpened && (
        <Suspense fallback={null}>
          <CreateCustomerDialog
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(r) => {
              setCreating(false);
              setNotice({
                kind: 'success',
                text: t(r.user.isNewUser ? 'created.new' : 'created.existing', { count: r.businesses.total }),
              });
            }}
          />
        </Suspense>
      )}
      {cloning && (
        <CloneBusinessDialog
          business={cloning}
          onClose={() => setCloning(null)}
          onDone={(text) => setNotice({ kind: 'success', text })}
        />
      )}
    </Stack>
  );
}
