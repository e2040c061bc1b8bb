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

const SEARCH_FIELD_NAMES: Record<(typeof PDF_CARD_SEARCH_FIELDS)[number], string> = {
  cardId: 'Card id',
  companyName: 'Company name',
  businessName: 'Business name',
  registeredPhoneNumber: 'Registered phone number',
  templateCode: 'Template code',
};
type Tri = '' | 'true' | 'false';

/** All Projects → PDF ID cards (projectType=pdf_id_card): search, filters, status, downloads, manual purchase. */
export function AdminPdfCards() {
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
    if (!plan || !(await dialogs.confirm({ message: TEXTS.confirmPdfPayment }))) return;
    await run(async () => {
      await api.post('/api/v1/pdf-card/pdf-card-payment', {
        pdfCardNo: c.pdfCardNo,
        planId: plan.id,
        businessId: c.businessId,
        isManualUpdate: true,
      });
      await qc.invalidateQueries({ queryKey: pdfCardKeys.all });
    }, `Payment recorded for PDF ID card ${c.pdfCardNo}.`);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <ExportCsvButton path={`${PDF_CARD_API}/getPdfCardList`} query={filters} onDone={setNotice} />
        <SelectFilter
          label="Search in"
          value={searchField}
          onChange={(v) => setSearchField(v as typeof searchField)}
          options={PDF_CARD_SEARCH_FIELDS.map((f) => [f, SEARCH_FIELD_NAMES[f]])}
        />
        <SearchField
          label={`Search by ${SEARCH_FIELD_NAMES[searchField].toLowerCase()}`}
          value={search}
          onChange={filter(setSearch)}
        />
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <SelectFilter
            label="Status"
            value={status}
            onChange={(v) => filter(setStatus)(v as typeof status)}
            options={ACTIVE_STATUS_OPTIONS}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <SelectFilter
            label="Payment"
            value={paid}
            onChange={(v) => filter(setPaid)(v as Tri)}
            options={[
              ['', 'All'],
              ['true', 'Done'],
              ['false', 'Not Done'],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <SelectFilter
            label="Template"
            value={templateCode}
            onChange={filter(setTemplateCode)}
            options={[['', 'All'], ...PDF_CARD_TEMPLATES.map((t): [string, string] => [t.code, t.name])]}
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
            Export this page
          </Button>
        </Grid>
      </Grid>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <PagedTable
        query={list}
        controls={controls}
        label="PDF ID cards"
        loadingLabel="Loading PDF ID cards"
        empty={
          <EmptyState
            title="No PDF ID cards found"
            text="PDF ID cards made for your customers will be listed here."
          />
        }
      >
        {(rows) => (
          <>
            <TableHead>
              <TableRow>
                <TableCell>No.</TableCell>
                <TableCell>Card holder</TableCell>
                <TableCell>Business</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Template</TableCell>
                <TableCell>Payment</TableCell>
                <TableCell>Active</TableCell>
                <TableCell align="right" sx={stickyActionsSx}>
                  Actions
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
                      label={c.isPaid ? 'Done' : 'Not Done'}
                    />
                  </TableCell>
                  <TableCell>
                    {!isAdmin ? (
                      <OnOffChip on={c.status === 'active'} labels={['Active', 'InActive']} />
                    ) : (
                      <Switch
                        checked={c.status === 'active'}
                        slotProps={{ input: { 'aria-label': `PDF ID card ${c.pdfCardNo} active` } }}
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
                            `PDF ID card ${c.pdfCardNo} is now ${e.target.checked ? 'active' : 'inactive'}.`,
                          )
                        }
                      />
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ ...stickyActionsSx, whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => void run(() => downloadPdfCard(c.pdfCardNo))}>
                      Download
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
                        Download without watermark
                      </Button>
                    )}
                    {isAdmin && !c.isPaid && plan && (
                      <Button size="small" onClick={() => void payManually(c)}>
                        Update payment
                      </Button>
                    )}
                    {isAdmin && (
                      <Tooltip title="Delete">
                        <IconButton
                          aria-label={`Delete PDF ID card ${c.pdfCardNo}`}
                          onClick={() =>
                            void dialogs
                              .confirm({
                                title: 'Delete PDF ID card',
                                message: `Delete PDF ID card ${c.pdfCardNo} of ${c.businessName}?`,
                                confirmLabel: 'Delete',
                              })
                              .then((ok) =>
                                ok
                                  ? run(
                                      () =>
                                        admin.mutateAsync({
                                          call: 'deletePdfCard',
                                          body: { pdfCardNo: c.pdfCardNo },
                                        }),
                                      `PDF ID card ${c.pdfCardNo} was deleted.`,
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
