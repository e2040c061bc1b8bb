import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Settings from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CARD_SEARCH_FIELDS } from '@panel/shared/staff-queries.ts';
import type { ImagePostSettings } from '@panel/shared/schemas/card.ts';
import { ExportCsvButton, REPORT_PATHS } from '@/components/export-csv-button';
import { EmptyState, LoadingState } from '@/components/page-states';
import {
  ACTIVE_STATUS_OPTIONS,
  OnOffChip,
  CreatedRangeFilter,
  madeByOptions,
  NoticeLine,
  PagedTable,
  SearchField,
  SelectFilter,
  useListControls,
  stickyActionsSx,
} from '@/components/staff-list-page';
import { errorMessage } from '@/lib/api-client';
import { confirmDeactivate } from '@/lib/card-visibility';
import { dialogs } from '@/lib/dialogs';
import { formatInstantDate } from '@/lib/format-date';
import { staffUserQuery } from '@/lib/session';
import { staffListQuery } from '@/lib/staff-list';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type CardListItem, type CardListParams, cardListQuery } from './api/get-card-list';
import { type CardAdminChange, useUpdateCardAdmin } from './api/update-card-admin';
import { useTranslation } from 'react-i18next';

// The PDF card and video lists load when asked for: the PDF card schemas they check with (zod, the
// phone-number rules) were a quarter of the digital cards' page.
const AdminPdfCards = lazy(() => import('./admin-pdf-cards').then((m) => ({ default: m.AdminPdfCards })));
const AdminVideoList = lazy(() => import('./admin-video-list').then((m) => ({ default: m.AdminVideoList })));
const OTHER_LISTS = new Map([
  ['pdf_id_card', <AdminPdfCards key="pdf_id_card" />],
  ['promotional_video', <AdminVideoList key="promotional_video" />],
]);

/** Catalogue keys of the search fields' names and of "Search by …". */
const SEARCH_FIELD_NAMES: Record<(typeof CARD_SEARCH_FIELDS)[number], [name: string, searchBy: string]> = {
  cardId: ['searchField.cardId', 'searchBy.cardId'],
  companyName: ['searchField.companyName', 'searchBy.companyName'],
  businessName: ['searchField.businessName', 'searchBy.businessName'],
  registeredPhoneNumber: ['searchField.registeredPhoneNumber', 'searchBy.registeredPhoneNumber'],
  templateCode: ['searchField.templateCode', 'searchBy.templateCode'],
};
type Sort = NonNullable<CardListParams['sortBy']>;
type Tri = '' | 'true' | 'false';
const tri = (v: Tri) => (v === '' ? undefined : v === 'true');

/** /panel/admin/projects?projectType=digital_card (other project types belong to their own screens). */
export default function AdminProjectsPage() {
  const { t } = useTranslation('projects');
  const [params] = useSearchParams();
  const projectType = params.get('projectType') ?? 'digital_card';
  const otherList = OTHER_LISTS.get(projectType);
  if (otherList) return <Suspense fallback={<LoadingState />}>{otherList}</Suspense>;
  if (projectType !== 'digital_card')
    return <EmptyState title={t('admin.noSuchKindTitle')} text={t('admin.noSuchKindText')} />;
  return <DigitalCardList />;
}

function DigitalCardList() {
  const { t } = useTranslation('projects');
  const me = useQuery(staffUserQuery);
  // Status, limits, image posts and deleting are an admin's (the server refuses other staff).
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const staff = useQuery(staffListQuery(isAdmin));
  const controls = useListControls<Sort>('createdAt', ['businessName']);
  const { filter, sortHeader, notice, setNotice } = controls;
  const [search, setSearch] = useState('');
  const [searchField, setSearchField] = useState<(typeof CARD_SEARCH_FIELDS)[number]>('businessName');
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const [imagePostStatus, setImagePostStatus] = useState<'' | 'enabled' | 'disabled'>('');
  const [subscribed, setSubscribed] = useState<Tri>('');
  const [published, setPublished] = useState<Tri>('');
  const [madeBy, setMadeBy] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [settingsFor, setSettingsFor] = useState<CardListItem | null>(null);
  const q = useDebouncedValue(search.trim(), 400);
  const filters = {
    search: q || undefined,
    searchField,
    status: status || undefined,
    imagePostStatus: imagePostStatus || undefined,
    subscribed: tri(subscribed),
    published: tri(published),
    madeBy: madeBy || undefined,
    from: from || undefined,
    to: to || undefined,
    sortBy: controls.sortBy,
    sortOrder: controls.sortOrder,
  };
  const list = useQuery(cardListQuery({ ...filters, page: controls.page + 1, limit: controls.limit }));
  const update = useUpdateCardAdmin();
  const apply = async (change: CardAdminChange, done: string) => {
    try {
      await update.mutateAsync(change);
      setNotice({ kind: 'success', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };
  const all: [string, string] = ['', t('filter.all')];
  const publishedOptions: [string, string][] = [all, ['true', t('filter.yes')], ['false', t('filter.no')]];
  const subscriptionOptions: [string, string][] = [
    all,
    ['true', t('filter.subscribed')],
    ['false', t('filter.notSubscribed')],
  ];
  const imagePostOptions: [string, string][] = [
    all,
    ['enabled', t('filter.enabled')],
    ['disabled', t('filter.disabled')],
  ];
  const activeLabels: [string, string] = [t('chip.active'), t('chip.inactive')];
  const enabledLabels: [string, string] = [t('chip.enabled'), t('chip.disabled')];
  const cardHeader = sortHeader(t('column.card'), 'cardNo');
  const businessHeader = sortHeader(t('column.business'), 'businessName');
  const createdHeader = sortHeader(t('column.created'), 'createdAt');
  // Staff who made cards: the admin's full staff list, else the list the card list answers with.
  const madeByStaff = staff.data ?? list.data?.cardMadeByList ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {isAdmin && <ExportCsvButton path={REPORT_PATHS.digitalCard} query={filters} onDone={setNotice} />}
        <SelectFilter
          label={t('searchIn')}
          value={searchField}
          onChange={(v) => setSearchField(v as typeof searchField)}
          options={CARD_SEARCH_FIELDS.map((f) => [f, t(SEARCH_FIELD_NAMES[f][0])])}
        />
        <SearchField
          label={t(SEARCH_FIELD_NAMES[searchField][1])}
          value={search}
          onChange={filter(setSearch)}
        />
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 6, sm: 3, md: 1.5 }}>
          <SelectFilter
            label={t('filter.status')}
            value={status}
            onChange={(v) => filter(setStatus)(v as typeof status)}
            options={ACTIVE_STATUS_OPTIONS}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 1.5 }}>
          <SelectFilter
            label={t('filter.published')}
            value={published}
            onChange={(v) => filter(setPublished)(v as Tri)}
            options={publishedOptions}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 1.5 }}>
          <SelectFilter
            label={t('filter.subscription')}
            value={subscribed}
            onChange={(v) => filter(setSubscribed)(v as Tri)}
            options={subscriptionOptions}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 1.5 }}>
          <SelectFilter
            label={t('filter.imagePosts')}
            value={imagePostStatus}
            onChange={(v) => filter(setImagePostStatus)(v as typeof imagePostStatus)}
            options={imagePostOptions}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 2 }}>
          <SelectFilter
            label={t('filter.madeBy')}
            value={madeBy}
            onChange={filter(setMadeBy)}
            options={madeByOptions(madeByStaff)}
          />
        </Grid>
        <CreatedRangeFilter
          from={from}
          to={to}
          onFrom={filter(setFrom)}
          onTo={filter(setTo)}
          size={{ xs: 6, sm: 4, md: 2 }}
        />
      </Grid>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <PagedTable
        query={list}
        controls={controls}
        label={t('admin.cardsTable')}
        loadingLabel={t('admin.loadingCards')}
        empty={<EmptyState title={t('admin.cardsEmptyTitle')} text={t('admin.cardsEmptyText')} />}
      >
        {(rows) => (
          <>
            <TableHead>
              <TableRow>
                <TableCell>{cardHeader}</TableCell>
                <TableCell>{businessHeader}</TableCell>
                <TableCell>{t('column.phone')}</TableCell>
                <TableCell>{t('column.template')}</TableCell>
                <TableCell>{t('column.active')}</TableCell>
                <TableCell>{t('column.limit')}</TableCell>
                <TableCell>{t('column.imagePosts')}</TableCell>
                <TableCell>{t('column.madeBy')}</TableCell>
                <TableCell>{createdHeader}</TableCell>
                <TableCell align="right" sx={stickyActionsSx}>
                  {t('column.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.cardNo} hover>
                  <TableCell>
                    <strong>{c.cardId}</strong>
                    <br />
                    <Chip
                      size="small"
                      label={c.published ? t('card.published') : t('card.draft')}
                      color={c.published ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell>
                    {c.businessName}
                    {c.companyName && c.companyName !== c.businessName && (
                      <>
                        <br />
                        <small>{c.companyName}</small>
                      </>
                    )}
                  </TableCell>
                  <TableCell>{c.registeredPhoneNumber ?? '—'}</TableCell>
                  <TableCell>{c.templateCode ?? '—'}</TableCell>
                  <TableCell>
                    {!isAdmin ? (
                      <OnOffChip on={c.status === 'active'} labels={activeLabels} />
                    ) : (
                      <Switch
                        checked={c.status === 'active'}
                        slotProps={{
                          input: { 'aria-label': t('admin.cardActiveAria', { cardId: c.cardId }) },
                        }}
                        onChange={(e) => {
                          const active = e.target.checked;
                          void (async () => {
                            if (!active && !(await confirmDeactivate(c.cardId, c.publicUrl))) return;
                            await apply(
                              {
                                call: 'updateCardStatus',
                                body: { cardNo: c.cardNo, status: active ? 'active' : 'inactive' },
                              },
                              active
                                ? t('admin.cardNowActive', { cardId: c.cardId })
                                : t('admin.cardNowInactive', { cardId: c.cardId }),
                            );
                          })();
                        }}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    {!isAdmin ? (
                      c.cardLimit === -1 ? (
                        t('admin.unlimited')
                      ) : (
                        c.cardLimit
                      )
                    ) : (
                      <LimitField
                        item={c}
                        onSave={(cardLimit) =>
                          apply(
                            { call: 'updateCardLimit', body: { cardNo: c.cardNo, cardLimit } },
                            t('admin.limitSaved', { cardId: c.cardId }),
                          )
                        }
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    {!isAdmin ? (
                      <OnOffChip on={c.imagePostStatus === 'enabled'} labels={enabledLabels} />
                    ) : (
                      <Switch
                        checked={c.imagePostStatus === 'enabled'}
                        slotProps={{
                          input: { 'aria-label': t('admin.imagePostsAria', { cardId: c.cardId }) },
                        }}
                        onChange={(e) =>
                          void apply(
                            {
                              call: 'updateImagePostStatus',
                              body: {
                                cardNo: c.cardNo,
                                imagePostStatus: e.target.checked ? 'enabled' : 'disabled',
                              },
                            },
                            e.target.checked
                              ? t('admin.imagePostsEnabled', { cardId: c.cardId })
                              : t('admin.imagePostsDisabled', { cardId: c.cardId }),
                          )
                        }
                      />
                    )}
                  </TableCell>
                  <TableCell>{c.businessMadeBy}</TableCell>
                  <TableCell>{formatInstantDate(c.createdAt)}</TableCell>
                  <TableCell align="right" sx={stickyActionsSx}>
                    {isAdmin && (
                      <Tooltip title={t('admin.imagePostSettings')}>
                        <IconButton
                          aria-label={t('admin.imagePostSettingsOf', { cardId: c.cardId })}
                          onClick={() => setSettingsFor(c)}
                        >
                          <Settings fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    <Tooltip title={t('admin.openCard')}>
                      <IconButton
                        aria-label={t('admin.openAria', { cardId: c.cardId })}
                        href={c.publicUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        <OpenInNew fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {isAdmin && (
                      <Tooltip title={t('action.delete')}>
                        <IconButton
                          aria-label={t('admin.deleteAria', { cardId: c.cardId })}
                          onClick={() =>
                            void dialogs
                              .confirm({
                                title: t('admin.deleteCardTitle'),
                                message: t('admin.deleteCardMessage', {
                                  cardId: c.cardId,
                                  business: c.businessName,
                                }),
                                confirmLabel: t('action.delete'),
                              })
                              .then((ok) =>
                                ok
                                  ? apply(
                                      { call: 'deleteCard', body: { cardNo: c.cardNo } },
                                      t('admin.cardDeleted', { cardId: c.cardId }),
                                    )
                                  : undefined,
                              )
                          }
                        >
                          <DeleteOutline fontSize="small" />
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
      {settingsFor && (
        <ImagePostSettingsDialog
          item={settingsFor}
          onClose={() => setSettingsFor(null)}
          onSave={async (imagePostSettings) => {
            await apply(
              { call: 'updateImagePostSettings', body: { cardNo: settingsFor.cardNo, imagePostSettings } },
              t('admin.imagePostSettingsSaved', { cardId: settingsFor.cardId }),
            );
            setSettingsFor(null);
          }}
        />
      )}
    </Stack>
  );
}

/** Greeting images per day for the card's business; -1 is unlimited. */
function LimitField({ item, onSave }: { item: CardListItem; onSave: (limit: number) => Promise<void> }) {
  const { t } = useTranslation('projects');
  const [value, setValue] = useState(String(item.cardLimit));
  const n = Number(value);
  const valid = Number.isInteger(n) && n >= -1 && n <= 10000;
  const changed = valid && n !== item.cardLimit;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={!valid}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': t('admin.limitAria', { cardId: item.cardId }),
            style: { width: 56 },
          },
        }}
        helperText={!valid ? t('admin.limitHelp') : undefined}
      />
      {changed && (
        <Button size="small" onClick={() => void onSave(n)}>
          {t('action.save')}
        </Button>
      )}
    </Stack>
  );
}

/** Catalogue keys of the image post settings. */
const FRAME_NAMES: Record<keyof ImagePostSettings, string> = {
  hideRegularFrame: 'admin.hideRegularFrame',
  hideProductFrame: 'admin.hideProductFrame',
  hidePoliticalFrame: 'admin.hidePoliticalFrame',
};

function ImagePostSettingsDialog({
  item,
  onClose,
  onSave,
}: {
  item: CardListItem;
  onClose: () => void;
  onSave: (s: ImagePostSettings) => Promise<void>;
}) {
  const { t } = useTranslation('projects');
  const [settings, setSettings] = useState<ImagePostSettings>(item.imagePostSettings);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="ips-title">
      <DialogTitle id="ips-title">{t('admin.imagePostSettingsTitle', { cardId: item.cardId })}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {(Object.keys(FRAME_NAMES) as (keyof ImagePostSettings)[]).map((k) => (
            <FormControlLabel
              key={k}
              control={
                <Checkbox
                  checked={settings[k]}
                  onChange={(e) => setSettings({ ...settings, [k]: e.target.checked })}
                />
              }
              label={t(FRAME_NAMES[k])}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={() => void onSave(settings)}>
          {t('action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
