import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PDF_CARD_CSV_COLUMNS,
  type BulkPdfCardAnswer,
  type PdfCardTemplate,
} from '@panel/shared/schemas/pdf-card.ts';
import { api, errorMessage } from '@/lib/api-client';
import { PDF_CARD_API, pdfCardKeys } from '@/lib/pdf-cards';
import { useTranslation } from 'react-i18next';

/**
 * CSV bulk create: a CSV of the staff (name, designation, idNumber, phone, bloodGroup, photo) and an
 * optional zip of their photos. "Check rows" shows each row and its problems; "Create" makes the good
 * rows and lists the bad ones by line.
 */
export function BulkCreateDialog({
  businessId,
  templates,
  onClose,
}: {
  businessId: string;
  templates: PdfCardTemplate[];
  onClose: () => void;
}) {
  const { t } = useTranslation('pdf-cards');
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [templateCode, setTemplateCode] = useState(templates[0]?.code ?? '');
  const [answer, setAnswer] = useState<BulkPdfCardAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();

  const send = async (dryRun: boolean) => {
    if (!csv) return;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('csv', csv);
      if (zip) form.append('photos', zip);
      const q = new URLSearchParams({ businessId, templateCode, dryRun: String(dryRun) });
      setAnswer(await api.post<BulkPdfCardAnswer>(`${PDF_CARD_API}/bulk?${q}`, form));
      if (!dryRun) void qc.invalidateQueries({ queryKey: pdfCardKeys.all });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const good = answer ? answer.rows.length - answer.errorCount : 0;
  const sample = `${PDF_CARD_CSV_COLUMNS.join(',')}\nAsha Patel,Cashier,E-101,9876500001,O+,asha.jpg\n`;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bulk-title">
      <DialogTitle id="bulk-title">{t('bulk.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('bulk.columns', { columns: PDF_CARD_CSV_COLUMNS.join(', ') })}{' '}
            <a
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(sample)}`}
              download="pdf-id-cards-sample.csv"
            >
              {t('bulk.sample')}
            </a>
          </Typography>
          <TextField
            select
            size="small"
            label={t('bulk.template')}
            value={templateCode}
            onChange={(e) => setTemplateCode(e.target.value)}
          >
            {templates.map((tpl) => (
              <MenuItem key={tpl.code} value={tpl.code}>
                {tpl.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" component="label">
              {csv ? t('bulk.csvChosen', { name: csv.name }) : t('bulk.chooseCsv')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={t('bulk.csvFile')}
                onChange={(e) => {
                  setCsv(e.target.files?.[0] ?? null);
                  setAnswer(null);
                }}
              />
            </Button>
            <Button variant="outlined" component="label">
              {zip ? t('bulk.zipChosen', { name: zip.name }) : t('bulk.chooseZip')}
              <input
                hidden
                type="file"
                accept=".zip,application/zip"
                aria-label={t('bulk.zipFile')}
                onChange={(e) => {
                  setZip(e.target.files?.[0] ?? null);
                  setAnswer(null);
                }}
              />
            </Button>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          {answer && answer.created.length > 0 && (
            <Alert severity="success">{t('bulk.created', { count: answer.created.length })}</Alert>
          )}
          {answer && (
            <Table size="small" aria-label={t('bulk.rows')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('bulk.line')}</TableCell>
                  <TableCell>{t('bulk.name')}</TableCell>
                  <TableCell>{t('bulk.designation')}</TableCell>
                  <TableCell>{t('bulk.id')}</TableCell>
                  <TableCell>{t('bulk.phone')}</TableCell>
                  <TableCell>{t('bulk.blood')}</TableCell>
                  <TableCell>{t('bulk.photo')}</TableCell>
                  <TableCell>{t('bulk.problems')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.rows.map((r) => (
                  <TableRow key={r.line} sx={r.errors.length ? { bgcolor: 'error.50' } : undefined}>
                    <TableCell>{r.line}</TableCell>
                    <TableCell>{r.name || '—'}</TableCell>
                    <TableCell>{r.designation ?? '—'}</TableCell>
                    <TableCell>{r.idNumber ?? '—'}</TableCell>
                    <TableCell>{r.phone ?? '—'}</TableCell>
                    <TableCell>{r.bloodGroup ?? '—'}</TableCell>
                    <TableCell>{r.photo ?? '—'}</TableCell>
                    <TableCell sx={{ color: r.errors.length ? 'error.main' : 'success.main' }}>
                      {r.errors.length ? r.errors.join(' ') : t('bulk.ok')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bulk.close')}</Button>
        <Button disabled={!csv || busy} onClick={() => void send(true)}>
          {t('bulk.check')}
        </Button>
        <Button
          variant="contained"
          disabled={!answer || good === 0 || busy || answer.created.length > 0}
          onClick={() => void send(false)}
        >
          {t('bulk.create', { count: good })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
