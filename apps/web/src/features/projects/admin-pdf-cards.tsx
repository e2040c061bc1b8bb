import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TEXTS } from '@panel/shared/constants.ts';
import { PDF_CARD_SEARCH_FIELDS, PDF_CARD_TEMPLATES, type PdfCard } from '@panel/shared/schemas/pdf-card.ts';
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
import { api, errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import {
  PDF_CARD_API,
  downloadPdfCard,
  exportPdfCards,
  pdfCardKeys,
  pdfCardListQuery,
  usePdfCardAdmin,
} from '@/lib/pdf-cards';
import { agencyDetailsQuery, staffUserQuery } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTranslation } from 'react-i18next';

/** Catalogue keys of the search fields' names and of "Search by …". */
const SEARCH_FIELD_NAMES: Record<(typeof PDF_CARD_SEARCH_FIELDS)[number], [name: string, searchBy: string]> =
  {
    cardId: ['searchField.cardId', 'searchBy.cardId'],
    companyName: ['searchField.companyName', 'searchBy.companyName'],
    businessName: ['searchField.businessName', 'searchBy.businessName'],
    registeredPhoneNumber: ['searchField.registeredPhoneNumber', 'searchBy.registeredPhoneNumber'],
    templateCode: ['searchField.templateCode', 'searchBy.templateCode'],
  };
type Tri = '' | 'true' | 'false';

/** All Projects → PDF ID cards (projectType=pdf_id_card): search, filters, status, downloads, manual purchase. */
export function AdminPdfCards() {
  const { t } = useTranslation('projects');
  const me = useQuery(staffUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const plan = agency.data?.configuration.pdfCardConfig.customerPlans[0];
  const controls = useListControls<'pdfCardNo'>('pdfCardNo', []);
  const { filter, notice, setNotice } = controls;
  const [search, setSearch] = useState('');
  const [searchField, setSearchField] = useState<(typeof PDF_CARD_SEARCH_FIELDS)[number]>('businessName');
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const [paid, setPaid] = useState<Tri>('');
  const [templateCode, setTemplateCode] = useState('');
  const q = useDebouncedValue(search.trim(), 400);
  const filters = {
    search: q || undefined,
    searchField,
    status: status || undefined,
    paid: paid === '' ? undefined : paid === 'true',
    templateCode: (templateCode || undefined) as never,
  };
  const list = useQuery(pdfCardListQuery({ page: controls.page + 1, limit: controls.limit, ...filters }));
  const admin = usePdfCardAdmin();
  const qc = useQueryClient();
  const run = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) setNotice({ kind: 'success', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    }
  };
  const payManually = async (c: PdfCard) => {
    if (
      !plan ||
      !(await dialogs.confirm({
        message: t('pdf.confirmPayment', { defaultValue: TEXTS.confirmPdfPayment }),
      }))
    )
      return;
    await run(
      async () => {
        await api.post('/api/v1/pdf-card/pdf-card-payment', {
          pdfCardNo: c.pdfCardNo,
          planId: plan.id,
          businessId: c.businessId,
          isManualUpdate: true,
        });
        await qc.invalidateQueries({ queryKey: pdfCardKeys.all });
      },
      t('pdf.paymentRecorded', { no: String(c.pdfCardNo) }),
    );
  };

  const all: [string, string] = ['', t('filter.all')];
  const paymentOptions: [string, string][] = [
    all,
    ['true', t('filter.done')],
    ['false', t('filter.notDone')],
  ];
  // Template names are the templates' own names.
  const templateOptions: [string, string][] = [
    all,
    ...PDF_CARD_TEMPLATES.map((tpl): [string, string] => [tpl.code, tpl.name]),
  ];
  const activeLabels: [string, string] = [t('chip.active'), t('chip.inactive')];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <ExportCsvButton path={`${PDF_CARD_API}/getPdfCardList`} query={filters} onDone={setNotice} />
        <SelectFilter
          label={t('searchIn')}
          value={searchField}
          onChange={(v) => setSearchField(v as typeof searchField)}
          options={PDF_CARD_SEARCH_FIELDS.map((f) => [f, t(SEARCH_FIELD_NAMES[f][0])])}
        />
        <SearchField
          label={t(SEARCH_FIELD_NAMES[searchField][1])}
          value={search}
          onChange={filter(setSearch)}
        />
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <SelectFilter
            label={t('filter.status')}
            value={status}
            onChange={(v) => filter(setStatus)(v as typeof status)}
            options={ACTIVE_STATUS_OPTIONS}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <SelectFilter
            label={t('column.payment')}
            value={paid}
            onChange={(v) => filter(setPaid)(v as Tri)}
            options={paymentOptions}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <SelectFilter
            label={t('column.template')}
            value={templateCode}
            onChange={filter(setTemplateCode)}
            options={templateOptions}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 2, md: 2 }}>
          <Button
            variant="outlined"
            disabled={!list.data?.list.length}
            onClick={() =>
              void run(() => exportPdfCards({ pdfCardNos: (list.data?.list ?? []).map((c) => c.pdfCardNo) }))
            }
          >
            {t('pdf.exportPage')}
          </Button>
        </Grid>
      </Grid>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <PagedTable
        query={list}
        controls={controls}
        label={t('pdf.list')}
        loadingLabel={t('pdf.loading')}
        empty={<EmptyState title={t('pdf.adminEmptyTitle')} text={t('pdf.adminEmptyText')} />}
      >
        {(rows) => (
          <>
            <TableHead>
              <TableRow>
                <TableCell>{t('column.no')}</TableCell>
                <TableCell>{t('column.cardHolder')}</TableCell>
                <TableCell>{t('column.business')}</TableCell>
                <TableCell>{t('column.phone')}</TableCell>
                <TableCell>{t('column.template')}</TableCell>
                <TableCell>{t('column.payment')}</TableCell>
                <TableCell>{t('column.active')}</TableCell>
                <TableCell align="right" sx={stickyActionsSx}>
                  {t('column.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.pdfCardNo} hover>
                  <TableCell>
                    <strong>{c.pdfCardNo}</strong>
                  </TableCell>
                  <TableCell>
                    {c.basicDetails.name}
                    {c.basicDetails.designation && (
                      <>
                        <br />
                        <small>{c.basicDetails.designation}</small>
                      </>
                    )}
                  </TableCell>
                  <TableCell>
                    {c.businessName}
                    {c.companyName !== c.businessName && (
                      <>
                        <br />
                        <small>{c.companyName}</small>
                      </>
                    )}
                  </TableCell>
                  <TableCell>{c.registeredPhoneNumber}</TableCell>
                  <TableCell>{c.templateCode}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={c.isPaid ? 'success' : 'default'}
                      label={c.isPaid ? t('filter.done') : t('filter.notDone')}
                    />
                  </TableCell>
                  <TableCell>
                    {!isAdmin ? (
                      <OnOffChip on={c.status === 'active'} labels={activeLabels} />
                    ) : (
                      <Switch
                        checked={c.status === 'active'}
                        slotProps={{
                          input: { 'aria-label': t('pdf.activeAria', { no: String(c.pdfCardNo) }) },
                        }}
                        onChange={(e) =>
                          void run(
                            () =>
                              admin.mutateAsync({
                                call: 'updatePdfCardStatus',
                                body: {
                                  pdfCardNo: c.pdfCardNo,
                                  status: e.target.checked ? 'active' : 'inactive',
                                },
                              }),
                            e.target.checked
                              ? t('pdf.nowActive', { no: String(c.pdfCardNo) })
                              : t('pdf.nowInactive', { no: String(c.pdfCardNo) }),
                          )
                        }
                      />
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ ...stickyActionsSx, whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => void run(() => downloadPdfCard(c.pdfCardNo))}>
                      {t('action.download')}
                    </Button>
                    {!c.isPaid && (
                      <Button
                        size="small"
                        onClick={() =>
                          void run(() =>
                            downloadPdfCard(c.pdfCardNo, { forceDownloadWithoutSampleWatermark: true }),
                          )
                        }
                      >
                        {t('pdf.downloadNoWatermark')}
                      </Button>
                    )}
                    {isAdmin && !c.isPaid && plan && (
                      <Button size="small" onClick={() => void payManually(c)}>
                        {t('pdf.updatePayment')}
                      </Button>
                    )}
                    {isAdmin && (
                      <Tooltip title={t('action.delete')}>
                        <IconButton
                          aria-label={t('pdf.deleteAria', { no: String(c.pdfCardNo) })}
                          onClick={() =>
                            void dialogs
                              .confirm({
                                title: t('pdf.deleteTitle'),
                                message: t('pdf.adminDeleteMessage', {
                                  no: c.pdfCardNo,
                                  business: c.businessName,
                                }),
                                confirmLabel: t('action.delete'),
                              })
                              .then((ok) =>
                                ok
                                  ? run(
                                      () =>
                                        admin.mutateAsync({
                                          call: 'deletePdfCard',
                                          body: { pdfCardNo: c.pdfCardNo },
                                        }),
                                      t('pdf.deleted', { no: String(c.pdfCardNo) }),
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
    </Stack>
  );
}
