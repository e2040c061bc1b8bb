import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSIGHT_RANGES } from '@panel/shared/staff-queries.ts';
import type { InsightRange, Insights } from '@panel/shared/schemas/insights.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { formatDate, formatDayMonth } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-number';
import { insightsQuery } from './api/get-insights';
import { ChartPanel } from './chart-panel';
import { funnelSteps } from './funnel-steps';
import { DateInput } from '@/components/date-input';

const HEIGHT = 260;
const rupees = (paise: number) => Math.round(paise) / 100;

/** /panel/admin/insights (superadmin and admin): the agency over today, 7 or 30 days, this month or a custom range. */
export default function InsightsPage() {
  const { t } = useTranslation('insights');
  const [range, setRange] = useState<InsightRange>('7d');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const custom = range === 'custom';
  const ready = !custom || (from !== '' && to !== '');
  const insights = useQuery({
    ...insightsQuery(custom ? { range, from, to } : { range }),
    enabled: ready,
  });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={range}
          onChange={(_, v: InsightRange | null) => v && setRange(v)}
          aria-label={t('range.label')}
          sx={{ flexWrap: 'wrap' }}
        >
          {INSIGHT_RANGES.map((r) => (
            <ToggleButton key={r} value={r}>
              {t(`range.${r}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {custom && (
          <Stack direction="row" spacing={1}>
            <DateInput
              size="small"
              label={t('range.from')}
              value={from || null}
              onChange={(v) => setFrom(v ?? '')}
            />
            <DateInput
              size="small"
              label={t('range.to')}
              value={to || null}
              onChange={(v) => setTo(v ?? '')}
            />
          </Stack>
        )}
      </Stack>
      {!ready ? (
        <EmptyState title={t('range.choose')} text={t('range.chooseText')} />
      ) : insights.isPending ? (
        <LoadingState label={t('loading')} />
      ) : insights.isError ? (
        <ErrorState error={insights.error} onRetry={() => void insights.refetch()} />
      ) : (
        <Charts data={insights.data} />
      )}
    </Stack>
  );
}

function Charts({ data }: { data: Insights }) {
  const { t } = useTranslation('insights');
  const days = data.days.map((d) => formatDayMonth(d.day));
  const col = (k: keyof Insights['days'][number]) => data.days.map((d) => d[k] as number);
  const perDayCsv = (fileName: string, keys: (keyof Insights['days'][number])[], labels: string[]) => ({
    fileName,
    header: ['Day', ...labels],
    rows: data.days.map((d) => [d.day, ...keys.map((k) => (k === 'revenue' ? rupees(d.revenue) : d[k]))]),
  });
  const xAxis = [{ scaleType: 'band' as const, data: days }];
  const trial = data.freeTrial;
  const funnel = funnelSteps(data.funnel);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {formatDate(data.from)} – {formatDate(data.to)}
      </Typography>
      <Grid container spacing={2}>
        <ChartPanel
          title={t('signups.title')}
          csv={perDayCsv(
            'insights-signups.csv',
            ['signups', 'businesses', 'cardsPublished'],
            ['Sign-ups', 'Businesses', 'Cards published'],
          )}
        >
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: days }]}
            series={[
              { data: col('signups'), label: t('signups.signups') },
              { data: col('businesses'), label: t('signups.businesses') },
              { data: col('cardsPublished'), label: t('signups.cards') },
            ]}
          />
        </ChartPanel>
        <ChartPanel
          title={t('active.title')}
          csv={perDayCsv('insights-active-customers.csv', ['activeCustomers'], ['Active customers'])}
        >
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('active.summary', { count: data.activeCustomers })}
          </Typography>
          <BarChart
            height={HEIGHT - 40}
            xAxis={xAxis}
            // People are counted whole: no 0.5 ticks on a quiet week.
            yAxis={[{ tickMinStep: 1 }]}
            series={[{ data: col('activeCustomers'), label: t('active.title') }]}
          />
        </ChartPanel>
        <ChartPanel
          title={t('funnel.title')}
          csv={{
            fileName: 'insights-funnel.csv',
            header: ['Step', 'Customers', 'Of sign-ups (%)'],
            rows: funnel.map((f) => [f.label, f.count, f.percent]),
          }}
        >
          {data.funnel.signedUp === 0 ? (
            <Typography color="text.secondary">{t('funnel.none')}</Typography>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('funnel.intro')}
              </Typography>
              <BarChart
                height={HEIGHT - 40}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: funnel.map((f) => t(`funnel.${f.step}`)), width: 110 }]}
                xAxis={[{ tickMinStep: 1 }]}
                series={[
                  {
                    data: funnel.map((f) => f.count),
                    label: t('funnel.customers'),
                    valueFormatter: (v, { dataIndex }) =>
                      t('funnel.value', { value: v ?? 0, percent: funnel[dataIndex]?.percent ?? 0 }),
                  },
                ]}
              />
            </>
          )}
        </ChartPanel>
        <ChartPanel
          title={t('purchases.title')}
          csv={perDayCsv('insights-revenue.csv', ['purchases', 'revenue'], ['Purchases', 'Revenue (₹)'])}
        >
          <BarChart
            height={HEIGHT}
            xAxis={xAxis}
            series={[
              { data: data.days.map((d) => rupees(d.revenue)), label: t('revenueRupees'), yAxisId: 'money' },
              { data: col('purchases'), label: t('purchases'), yAxisId: 'count' },
            ]}
            yAxis={[
              { id: 'money', position: 'left' },
              { id: 'count', position: 'right' },
            ]}
          />
        </ChartPanel>
        <ChartPanel
          title={t('byPlan.title')}
          csv={{
            fileName: 'insights-plans.csv',
            header: ['Plan', 'Purchases', 'Revenue (₹)'],
            rows: data.byPlan.map((p) => [p.planName, p.purchases, rupees(p.revenue)]),
          }}
        >
          {data.byPlan.length === 0 ? (
            <Typography color="text.secondary">{t('byPlan.none')}</Typography>
          ) : (
            <BarChart
              height={HEIGHT}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: data.byPlan.map((p) => p.planName), width: 110 }]}
              series={[{ data: data.byPlan.map((p) => rupees(p.revenue)), label: t('revenueRupees') }]}
            />
          )}
        </ChartPanel>
        <ChartPanel
          title={t('trials.title')}
          csv={{
            fileName: 'insights-trials-renewals.csv',
            header: ['Measure', 'Count'],
            rows: [
              ['Free trials started', trial.started],
              ['Free trials converted', trial.converted],
              ['Plans renewed', data.renewals.renewed],
              ['Plans lapsed', data.renewals.lapsed],
            ],
          }}
        >
          <Typography variant="body2" sx={{ mb: 1 }}>
            {trial.started
              ? t('trials.converted', {
                  converted: trial.converted,
                  started: trial.started,
                  percent: Math.round((trial.converted / trial.started) * 100),
                })
              : t('trials.none')}
          </Typography>
          <PieChart
            height={HEIGHT - 40}
            series={[
              {
                innerRadius: 40,
                data: [
                  { id: 0, value: data.renewals.renewed, label: t('trials.renewed') },
                  { id: 1, value: data.renewals.lapsed, label: t('trials.lapsed') },
                ],
              },
            ]}
          />
        </ChartPanel>
        <ChartPanel
          title={t('views.title')}
          csv={perDayCsv('insights-card-views.csv', ['views', 'taps'], ['Views', 'Taps'])}
        >
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: days }]}
            series={[
              { data: col('views'), label: t('views.views') },
              { data: col('taps'), label: t('views.taps') },
            ]}
          />
        </ChartPanel>
        <ChartPanel
          title={t('taps.title')}
          csv={{
            fileName: 'insights-taps.csv',
            header: ['Action', 'Count'],
            rows: data.cardActions.map((a) => [a.action, a.count]),
          }}
        >
          {data.cardActions.length === 0 ? (
            <Typography color="text.secondary">{t('taps.none')}</Typography>
          ) : (
            <BarChart
              height={HEIGHT}
              xAxis={[{ scaleType: 'band', data: data.cardActions.map((a) => t(`action.${a.action}`)) }]}
              series={[{ data: data.cardActions.map((a) => a.count), label: t('taps.count') }]}
            />
          )}
        </ChartPanel>
        <ChartPanel
          title={t('greetings.title')}
          csv={perDayCsv('insights-greetings.csv', ['greetings'], ['Greetings'])}
        >
          <BarChart
            height={HEIGHT}
            xAxis={xAxis}
            series={[{ data: col('greetings'), label: t('greetings.series') }]}
          />
        </ChartPanel>
        <ChartPanel
          wide
          title={t('franchisees.title')}
          csv={{
            fileName: 'insights-franchisees.csv',
            header: ['Franchisee', 'Phone', 'Businesses', 'Cards', 'Purchases', 'Revenue (₹)'],
            rows: data.franchisees.map((f) => [
              f.name,
              f.phoneNumber,
              f.businesses,
              f.cards,
              f.purchases,
              rupees(f.revenue),
            ]),
          }}
        >
          {data.franchisees.length === 0 ? (
            <Typography color="text.secondary">{t('franchisees.none')}</Typography>
          ) : (
            <Table size="small" aria-label={t('franchisees.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('franchisees.franchisee')}</TableCell>
                  <TableCell align="right">{t('signups.businesses')}</TableCell>
                  <TableCell align="right">{t('franchisees.cards')}</TableCell>
                  <TableCell align="right">{t('purchases')}</TableCell>
                  <TableCell align="right">{t('franchisees.revenue')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.franchisees.map((f) => (
                  <TableRow key={f.franchiseeId}>
                    <TableCell>{f.name || f.phoneNumber}</TableCell>
                    <TableCell align="right">{f.businesses}</TableCell>
                    <TableCell align="right">{f.cards}</TableCell>
                    <TableCell align="right">{f.purchases}</TableCell>
                    <TableCell align="right">{formatMoney(f.revenue)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </ChartPanel>
      </Grid>
    </>
  );
}
