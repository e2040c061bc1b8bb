import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton, REPORT_PATHS } from '@/components/export-csv-button';
import {
  CreatedRangeFilter,
  madeByOptions,
  type Notice,
  NoticeLine,
  SelectFilter,
} from '@/components/staff-list-page';
import { staffListQuery } from '@/lib/staff-list';

/** /panel/admin/report: the business and digital card reports, as report.csv, with the lists' filters. */
export default function ReportPage() {
  const { t } = useTranslation('reports');
  const SUBSCRIPTION: [string, string][] = [
    ['', t('filter.all')],
    ['true', t('filter.subscribed')],
    ['false', t('filter.notSubscribed')],
  ];
  const STATUS: [string, string][] = [
    ['', t('filter.all')],
    ['active', t('filter.active')],
    ['inactive', t('filter.inactive')],
  ];
  const staff = useQuery(staffListQuery(true));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [business, setBusiness] = useState({ subscribed: '', madeBy: '', from: '', to: '' });
  const [card, setCard] = useState({ status: '', subscribed: '', madeBy: '', from: '', to: '' });
  const madeBy = madeByOptions(staff.data ?? []);
  const blankless = (q: Record<string, string>) =>
    Object.fromEntries(Object.entries(q).filter(([, v]) => v !== ''));

  return (
    <Stack spacing={2}>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <ReportPanel
        title={t('business.title')}
        text={t('business.text')}
        action={
          <ExportCsvButton
            variant="contained"
            label={t('business.download')}
            path={REPORT_PATHS.business}
            query={blankless(business)}
            onDone={setNotice}
          />
        }
      >
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectFilter
            label={t('filter.subscription')}
            value={business.subscribed}
            onChange={(subscribed) => setBusiness({ ...business, subscribed })}
            options={SUBSCRIPTION}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectFilter
            label={t('filter.madeBy')}
            value={business.madeBy}
            onChange={(v) => setBusiness({ ...business, madeBy: v })}
            options={madeBy}
          />
        </Grid>
        <CreatedRangeFilter
          from={business.from}
          to={business.to}
          onFrom={(from) => setBusiness({ ...business, from })}
          onTo={(to) => setBusiness({ ...business, to })}
          size={{ xs: 6, sm: 3 }}
        />
      </ReportPanel>
      <ReportPanel
        title={t('card.title')}
        text={t('card.text')}
        action={
          <ExportCsvButton
            variant="contained"
            label={t('card.download')}
            path={REPORT_PATHS.digitalCard}
            query={blankless(card)}
            onDone={setNotice}
          />
        }
      >
        <Grid size={{ xs: 6, sm: 2 }}>
          <SelectFilter
            label={t('filter.status')}
            value={card.status}
            onChange={(status) => setCard({ ...card, status })}
            options={STATUS}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 2.5 }}>
          <SelectFilter
            label={t('filter.subscription')}
            value={card.subscribed}
            onChange={(subscribed) => setCard({ ...card, subscribed })}
            options={SUBSCRIPTION}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 2.5 }}>
          <SelectFilter
            label={t('filter.madeBy')}
            value={card.madeBy}
            onChange={(v) => setCard({ ...card, madeBy: v })}
            options={madeBy}
          />
        </Grid>
        <CreatedRangeFilter
          from={card.from}
          to={card.to}
          onFrom={(from) => setCard({ ...card, from })}
          onTo={(to) => setCard({ ...card, to })}
          size={{ xs: 6, sm: 2.5 }}
        />
      </ReportPanel>
    </Stack>
  );
}

function ReportPanel({
  title,
  text,
  action,
  children,
}: {
  title: string;
  text: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', mb: 2 }}
      >
        <div>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </div>
        <div>{action}</div>
      </Stack>
      <Grid container spacing={1.5}>
        {children}
      </Grid>
    </Paper>
  );
}
