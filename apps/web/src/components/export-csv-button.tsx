import FileDownload from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_FILE_NAME } from '@panel/shared/staff-queries.ts';
import { downloadCsv, errorMessage, type RequestOptions } from '@/lib/api-client';

/**
 * Downloads a report as report.csv with the filters given (a staff table's "Export CSV", the Report
 * screen's downloads) and tells the result: 'Report is downloaded' or the server's message.
 */
export function ExportCsvButton({
  path,
  query,
  label,
  variant = 'outlined',
  onDone,
}: {
  path: string;
  query: RequestOptions['query'];
  label?: string;
  variant?: 'outlined' | 'contained';
  onDone: (notice: { kind: 'success' | 'error'; text: string }) => void;
}) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, query, REPORT_FILE_NAME);
      onDone({ kind: 'success', text: t('report.downloaded') });
    } catch (error) {
      onDone({ kind: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} startIcon={<FileDownload />} onClick={() => void run()} disabled={busy}>
      {busy ? t('report.preparing') : (label ?? t('report.exportCsv'))}
    </Button>
  );
}

export const REPORT_PATHS = {
  business: '/api/v1/reports/project-report/business',
  digitalCard: '/api/v1/reports/project-report/digital-card',
} as const;
