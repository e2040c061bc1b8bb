import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid, { type GridSize } from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from './page-states';
import { DateInput } from './date-input';
import { ListPagination } from './list-pagination';
import { i18n } from '@/lib/i18n';

/**
 * The parts every staff list screen shares (All Businesses, All Projects): filter fields, sort headers,
 * paging, the notice line, and the loading / error / empty / table states.
 */

export type SortOrder = 'asc' | 'desc';
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** Paging, sorting and the notice of one list; changing a filter or the sort goes back to page one. */
export function useListControls<S extends string>(initialSort: S, ascendingFields: readonly S[] = []) {
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(20);
  const [sortBy, setSortBy] = useState<S>(initialSort);
  const [sortOrder, setSortOrder] = useState<SortOrder>('desc');
  const [notice, setNotice] = useState<Notice | null>(null);
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(0);
    };
  const sortOn = (field: S) => {
    if (sortBy === field) setSortOrder(sortOrder === 'asc' ? 'desc' : 'asc');
    else {
      setSortBy(field);
      setSortOrder(ascendingFields.includes(field) ? 'asc' : 'desc');
    }
    setPage(0);
  };
  const sortHeader = (label: string, field: S) => (
    <TableSortLabel
      active={sortBy === field}
      direction={sortBy === field ? sortOrder : 'asc'}
      onClick={() => sortOn(field)}
    >
      {label}
    </TableSortLabel>
  );
  return { page, setPage, limit, setLimit, sortBy, sortOrder, filter, sortHeader, notice, setNotice };
}
export type ListControls<S extends string> = ReturnType<typeof useListControls<S>>;

export function SearchField({
  label,
  value,
  onChange,
  minWidth,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  minWidth?: number;
}) {
  return (
    <TextField
      fullWidth={!minWidth}
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={minWidth ? { minWidth: { sm: minWidth } } : undefined}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A [value, label] choice whose label is read in the current language each time it is shown. */
function translatedOption(value: string, key: string): [string, string] {
  const option: [string, string] = [value, ''];
  Object.defineProperty(option, 1, { get: () => i18n.t(key, { ns: 'common' }), enumerable: true });
  return option;
}

/** The Active / InActive filter of the spec's filter options (section 3), with "All". */
export const ACTIVE_STATUS_OPTIONS: [string, string][] = [
  translatedOption('', 'filter.all'),
  translatedOption('active', 'filter.active'),
  translatedOption('inactive', 'filter.inactive'),
];

export function SelectFilter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** [value, label] pairs; '' is the "All" choice. */
  options: [string, string][];
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // Show the "All" choice (value '') as a value, not as an empty box under the label.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {options.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** "Made by" choices: the customer themself, then each staff member who makes businesses. */
export const madeByOptions = (staff: { phoneNumber: string; name?: string | null }[]): [string, string][] => [
  ['', i18n.t('filter.all', { ns: 'common' })],
  ['self', i18n.t('filter.self', { ns: 'common' })],
  ...staff.map((s): [string, string] => [
    s.phoneNumber,
    s.name ? `${s.name} (${s.phoneNumber})` : s.phoneNumber,
  ]),
];

/** "Created from" and "Created to" as two grid cells of the filter row. */
export function CreatedRangeFilter({
  from,
  to,
  onFrom,
  onTo,
  size,
}: {
  from: string;
  to: string;
  onFrom: (v: string) => void;
  onTo: (v: string) => void;
  size: Partial<Record<'xs' | 'sm' | 'md', GridSize>>;
}) {
  const { t } = useTranslation();
  const field = (label: string, value: string, onChange: (v: string) => void) => (
    <Grid size={size}>
      <DateInput
        fullWidth
        size="small"
        label={label}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
      />
    </Grid>
  );
  return (
    <>
      {field(t('filter.createdFrom'), from, onFrom)}
      {field(t('filter.createdTo'), to, onTo)}
    </>
  );
}

export function NoticeLine({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.kind} onClose={onClose}>
      {notice.text}
    </Alert>
  );
}

/** The list's states: loading, failed (with retry), empty, or the paged table. */
/**
 * The actions column stays in view at the right edge while a wide table scrolls sideways on a phone.
 * `bgcolor: 'inherit'` keeps each row's hover colour; the header cell gets the paper colour.
 */
export const stickyActionsSx = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
  boxShadow: { xs: '-6px 0 6px -6px rgba(0,0,0,0.25)', md: 'none' },
} as const;

export function PagedTable<T>({
  query,
  controls,
  label,
  loadingLabel,
  empty,
  children,
}: {
  query: UseQueryResult<{ list: T[]; total: number }>;
  controls: Pick<ListControls<string>, 'page' | 'setPage' | 'limit' | 'setLimit'>;
  label: string;
  loadingLabel: string;
  empty: ReactNode;
  /** Head and body of the table, given the rows of this page. */
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return empty;
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          {children(query.data.list)}
        </Table>
      </TableContainer>
      <ListPagination
        count={query.data.total}
        page={controls.page}
        onPageChange={controls.setPage}
        limit={controls.limit}
        onLimitChange={controls.setLimit}
        limits={[10, 20, 50, 100]}
        limitLabel={t('table.rowsPerPage')}
      />
    </Paper>
  );
}

/** A setting shown to staff who may not change it: a chip where an admin has a switch. */
export function OnOffChip({ on, labels }: { on: boolean; labels: [on: string, off: string] }) {
  return <Chip size="small" label={on ? labels[0] : labels[1]} color={on ? 'success' : 'default'} />;
}
