import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  BLOOD_GROUPS,
  PDF_CARD_TEMPLATES,
  pdfCardContentSchema,
  type PdfCard,
  type PdfCardDraft,
} from '@panel/shared/schemas/pdf-card.ts';
import { ErrorState, LoadingState } from '@/components/page-states';
import { api, errorMessage } from '@/lib/api-client';
import { localizeMessage } from '@/lib/i18n';
import { uploadDoc } from '@/lib/upload';
import {
  downloadPdfCard,
  fetchPdfCardPreview,
  PDF_CARD_API,
  pdfCardKeys,
  pdfCardQuery,
} from '@/lib/pdf-cards';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DateInput } from '@/components/date-input';
import { useTranslation } from 'react-i18next';
import { useOpenUpgrade } from '@/lib/open-upgrade';

type Details = PdfCardDraft['basicDetails'];

/** The editor: the card's details on the left, the renderer's own drawing of them on the right. */
export function PdfCardEditor({
  businessId,
  template,
  pdfCardNo,
}: {
  businessId: string;
  template: string | null;
  pdfCardNo: number | null;
}) {
  const prefill = useQuery({
    queryKey: ['pdf-cards', 'prefill', businessId],
    queryFn: () => api.get<PdfCardDraft>(`${PDF_CARD_API}/prefill`, { businessId }),
    enabled: pdfCardNo === null,
  });
  const card = useQuery({ ...pdfCardQuery(pdfCardNo ?? 0), enabled: pdfCardNo !== null });
  const source = pdfCardNo !== null ? card : prefill;
  const { t } = useTranslation('pdf-cards');
  if (source.isPending) return <LoadingState label={t('editor.loading')} />;
  if (source.isError) return <ErrorState error={source.error} onRetry={() => void source.refetch()} />;
  const initial: PdfCardDraft = { ...source.data, templateCode: template ?? source.data.templateCode };
  return (
    <EditorForm
      businessId={businessId}
      initial={initial}
      saved={pdfCardNo !== null ? (card.data ?? null) : null}
    />
  );
}

function EditorForm({
  businessId,
  initial,
  saved,
}: {
  businessId: string;
  initial: PdfCardDraft;
  saved: PdfCard | null;
}) {
  const { t } = useTranslation('pdf-cards');
  const [draft, setDraft] = useState<PdfCardDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'download' | 'photo' | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const navigate = useNavigate();
  const openUpgrade = useOpenUpgrade();
  const location = useLocation();
  const qc = useQueryClient();

  // Back from the upgrade dialog (#upgrade closed): the card may be paid now.
  const wasUpgrade = useRef(location.hash === '#upgrade');
  useEffect(() => {
    if (wasUpgrade.current && location.hash === '' && saved)
      void qc.invalidateQueries({ queryKey: pdfCardKeys.one(saved.pdfCardNo) });
    wasUpgrade.current = location.hash === '#upgrade';
  }, [location.hash, qc, saved]);

  const setField = (k: keyof Omit<PdfCardDraft, 'basicDetails' | 'mails'>, v: string) =>
    setDraft({ ...draft, [k]: v });
  const setDetail = (k: keyof Details, v: string) =>
    setDraft({ ...draft, basicDetails: { ...draft.basicDetails, [k]: v } });
  const parsed = useMemo(() => pdfCardContentSchema.safeParse(draft), [draft]);
  const previewBody = useDebouncedValue(parsed.success ? draft : null, 500);
  const [side, setSide] = useState<'front' | 'back'>('front');
  const format = PDF_CARD_TEMPLATES.find((tpl) => tpl.code === draft.templateCode)?.format;

  const save = async () => {
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), localizeMessage(i.message)])),
      );
      setNotice({ kind: 'error', text: t('editor.correctFields') });
      return;
    }
    setErrors({});
    setBusy('save');
    try {
      const body = saved ? { pdfCardNo: saved.pdfCardNo, ...draft } : { businessId, ...draft };
      const result = await api.post<PdfCard>(`${PDF_CARD_API}/updatePdfCardBasicDetails`, body);
      qc.setQueryData(pdfCardKeys.one(result.pdfCardNo), result);
      void qc.invalidateQueries({ queryKey: pdfCardKeys.byBusiness(businessId) });
      setNotice({ kind: 'success', text: t('editor.saved', { no: String(result.pdfCardNo) }) });
      if (!saved)
        void navigate(`?businessId=${encodeURIComponent(businessId)}&pdfCardNo=${result.pdfCardNo}`, {
          replace: true,
        });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    if (!saved) return;
    setBusy('download');
    try {
      await downloadPdfCard(saved.pdfCardNo);
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const buy = () => {
    if (!saved) return;
    openUpgrade({ pdfCardNo: saved.pdfCardNo, upgradeLayer: 'pdf-card' });
  };

  const uploadPhoto = async (file: File) => {
    setBusy('photo');
    try {
      const doc = await uploadDoc(file, 'pdf-card', 'photo');
      setDetail('photo', doc.fileName);
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const text = (
    label: string,
    path: string,
    value: string | undefined,
    onChange: (v: string) => void,
    extra: object = {},
  ) => (
    <TextField
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(errors[path])}
      helperText={errors[path]}
      fullWidth
      size="small"
      {...extra}
    />
  );

  const nameField = text(
    t('editor.nameOnCard'),
    'basicDetails.name',
    draft.basicDetails.name,
    (v) => setDetail('name', v),
    { required: true },
  );
  const designationField = text(
    t('editor.designation'),
    'basicDetails.designation',
    draft.basicDetails.designation,
    (v) => setDetail('designation', v),
  );
  const idNumberField = text(
    t('editor.idNumber'),
    'basicDetails.idNumber',
    draft.basicDetails.idNumber,
    (v) => setDetail('idNumber', v),
  );
  const emergencyField = text(
    t('editor.emergencyContact'),
    'basicDetails.emergencyContact',
    draft.basicDetails.emergencyContact,
    (v) => setDetail('emergencyContact', v),
  );
  const companyField = text(
    t('editor.companyName'),
    'companyName',
    draft.companyName,
    (v) => setField('companyName', v),
    {
      required: true,
    },
  );
  const phoneField = text(
    t('editor.registeredPhone'),
    'registeredPhoneNumber',
    draft.registeredPhoneNumber,
    (v) => setField('registeredPhoneNumber', v),
    {
      required: true,
    },
  );
  const emailField = text(t('editor.email'), 'mails.0', draft.mails.join(', '), (v) =>
    setDraft({
      ...draft,
      mails: v
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    }),
  );
  const addressField = text(
    t('editor.address'),
    'basicDetails.address',
    draft.basicDetails.address,
    (v) => setDetail('address', v),
    { multiline: true, minRows: 2 },
  );
  const websiteField = text(t('editor.website'), 'basicDetails.website', draft.basicDetails.website, (v) =>
    setDetail('website', v),
  );
  const upiField = text(t('editor.upiId'), 'basicDetails.upiId', draft.basicDetails.upiId, (v) =>
    setDetail('upiId', v),
  );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack
          spacing={2}
          component="form"
          aria-label={t('editor.formLabel')}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Typography variant="h5" component="h1">
            {saved ? t('editor.title', { no: String(saved.pdfCardNo) }) : t('editor.newTitle')}
          </Typography>
          <TextField
            select
            label={t('editor.template')}
            size="small"
            value={draft.templateCode}
            onChange={(e) => setField('templateCode', e.target.value)}
          >
            {PDF_CARD_TEMPLATES.map((tpl) => (
              <MenuItem key={tpl.code} value={tpl.code}>
                {tpl.name}
              </MenuItem>
            ))}
          </TextField>
          {nameField}
          {designationField}
          <Stack direction="row" spacing={1}>
            {idNumberField}
            <TextField
              select
              label={t('editor.bloodGroup')}
              size="small"
              fullWidth
              value={draft.basicDetails.bloodGroup ?? ''}
              onChange={(e) => setDetail('bloodGroup', e.target.value)}
            >
              <MenuItem value="">{t('editor.notShown')}</MenuItem>
              {BLOOD_GROUPS.map((g) => (
                <MenuItem key={g} value={g}>
                  {g}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" spacing={1}>
            <DateInput
              label={t('editor.validTill')}
              size="small"
              fullWidth
              value={draft.basicDetails.validTill || null}
              onChange={(v) => setDetail('validTill', v ?? '')}
              error={Boolean(errors['basicDetails.validTill'])}
              helperText={errors['basicDetails.validTill']}
            />
            {emergencyField}
          </Stack>
          {companyField}
          {phoneField}
          {emailField}
          {addressField}
          <Stack direction="row" spacing={1}>
            {websiteField}
            {upiField}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" component="label" disabled={busy === 'photo'}>
              {draft.basicDetails.photo ? t('editor.changePhoto') : t('editor.uploadPhoto')}
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) void uploadPhoto(f);
                  e.target.value = '';
                }}
              />
            </Button>
            {busy === 'photo' && <CircularProgress size={20} aria-label={t('editor.uploadingPhoto')} />}
            {draft.basicDetails.photo && (
              <Button onClick={() => setDetail('photo', '')}>{t('editor.removePhoto')}</Button>
            )}
          </Stack>
          {notice && (
            <Alert severity={notice.kind} onClose={() => setNotice(null)}>
              {notice.text}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy === 'save'}>
              {saved ? t('editor.saveChanges') : t('editor.saveCard')}
            </Button>
            {saved && (
              <Button variant="outlined" onClick={() => void download()} disabled={busy === 'download'}>
                {t('editor.downloadPdf')}
              </Button>
            )}
            {saved && !saved.isPaid && (
              <Button color="secondary" variant="outlined" onClick={buy}>
                {t('editor.buy')}
              </Button>
            )}
          </Stack>
          {saved && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip
                size="small"
                color={saved.isPaid ? 'success' : 'warning'}
                label={
                  saved.isPaid
                    ? saved.paidBy === 'plan'
                      ? t('editor.paidByPlan')
                      : t('editor.paid')
                    : t('editor.notPaid')
                }
              />
              {!saved.isPaid && (
                <Typography variant="body2" color="text.secondary">
                  {t('editor.sampleNote')}
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 80 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {t('editor.preview')}
            </Typography>
            {format !== 'a4-profile' && (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={side}
                onChange={(_e, v: 'front' | 'back' | null) => v && setSide(v)}
              >
                <ToggleButton value="front">{t('editor.front')}</ToggleButton>
                <ToggleButton value="back">{t('editor.back')}</ToggleButton>
              </ToggleButtonGroup>
            )}
          </Stack>
          <LivePreview
            body={
              previewBody
                ? { businessId, ...previewBody, side: format === 'a4-profile' ? 'front' : side }
                : null
            }
          />
        </Paper>
      </Grid>
    </Grid>
  );
}

/** The renderer's drawing of the unsaved details, redrawn half a second after typing stops. */
function LivePreview({ body }: { body: object | null }) {
  const { t } = useTranslation('pdf-cards');
  const preview = useQuery({
    queryKey: ['pdf-cards', 'preview', body],
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchPdfCardPreview(body, signal)),
    enabled: body !== null,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    gcTime: 30_000,
    meta: { handlesErrors: true },
  });
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 260,
        bgcolor: 'grey.100',
        borderRadius: 1,
        p: 1,
      }}
    >
      {preview.data ? (
        <img
          src={preview.data}
          alt={t('editor.previewAlt')}
          style={{
            maxWidth: '100%',
            maxHeight: 520,
            boxShadow: '0 2px 8px rgba(0,0,0,.2)',
            opacity: preview.isFetching ? 0.6 : 1,
          }}
        />
      ) : preview.isError ? (
        <Alert severity="error">{errorMessage(preview.error)}</Alert>
      ) : body === null ? (
        <Typography color="text.secondary">{t('editor.fillIn')}</Typography>
      ) : (
        <CircularProgress aria-label={t('editor.drawing')} />
      )}
    </Box>
  );
}
