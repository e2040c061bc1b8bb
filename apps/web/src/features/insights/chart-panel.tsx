import FileDownload from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '@/lib/csv-file';

/** One chart with its title and a CSV of exactly the numbers it draws. */
export function ChartPanel({
  title,
  csv,
  wide,
  children,
}: {
  title: string;
  csv: { fileName: string; header: string[]; rows: (string | number)[][] };
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('insights');
  return (
    <Grid size={{ xs: 12, md: wide ? 12 : 6 }}>
      <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label={title}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Button
            size="small"
            startIcon={<FileDownload />}
            aria-label={t('csv.download', { title })}
            onClick={() => saveCsv(csv.fileName, csv.header, csv.rows)}
          >
            {t('csv.button')}
          </Button>
        </Stack>
        {children}
      </Paper>
    </Grid>
  );
}
