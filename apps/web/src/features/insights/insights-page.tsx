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
import { formatPaise } from '@panel/shared/money.ts';
import { formatCalendarDate, formatDayMonth } from '@panel/shared/plans/dates.ts';
import {
  INSIGHT_RANGE_LABELS,
  INSIGHT_RANGES,
  type InsightRange,
  type Insights,
} from '@panel/shared/schemas/insights.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { insightsQuery } from './api/get-insights';
import { ChartPanel } from './chart-panel';
import { funnelSteps } from './funnel-steps';
import { DateInput } from '@/components/date-input';

const HEIGHT = 260;
const rupees = (paise: number) => Math.round(paise) / 100;

/** /panel/admin/insights (superadmin and admin): the agency over today, 7 or 30 days, this month or a custom range. */
export default function InsightsPage() {
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
          aria-label="Date range"
          sx={{ flexWrap: 'wrap' }}
        >
          {INSIGHT_RANGES.map((r) => (
            <ToggleButton key={r} value={r}>
              {INSIGHT_RANGE_LABELS[r]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {custom && (
          <Stack direction="row" spacing={1}>
            <DateInput size="small" label="From" value={from || null} onChange={(v) => setFrom(v ?? '')} />
            <DateInput size="small" label="To" value={to || null} onChange={(v) => setTo(v ?? '')} />
          </Stack>
        )}
      </Stack>
      {!ready ? (
        <EmptyState title="Choose the dates" text="Pick a start and an end date to see that period." />
      ) : insights.isPending ? (
        <LoadingState label="Loading insights" />
      ) : insights.isError ? (
        <ErrorState error={insights.error} onRetry={() => void insights.refetch()} />
      ) : (
        <Charts data={insights.data} />
      )}
    </Stack>
  );
}

function Charts({ data }: { data: Insights }) {
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
        {formatCalendarDate(data.from)} – {formatCalendarDate(data.to)}
      </Typography>
      <Grid container spacing={2}>
        <ChartPanel
          title="Sign-ups, businesses and cards"
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
              { data: col('signups'), label: 'Sign-ups' },
              { data: col('businesses'), label: 'Businesses' },
              { data: col('cardsPublished'), label: 'Cards published' },
            ]}
          />
        </ChartPanel>
        <ChartPanel
          title="Active customers"
          csv={perDayCsv('insights-active-customers.csv', ['activeCustomers'], ['Active customers'])}
        >
          <Typography variant="body2" sx={{ mb: 1 }}>
            {data.activeCustomers === 1
              ? '1 customer used the panel in this period.'
              : `${data.activeCustomers} different customers used the panel in this period.`}
          </Typography>
          <BarChart
            height={HEIGHT - 40}
            xAxis={xAxis}
            // People are counted whole: no 0.5 ticks on a quiet week.
            yAxis={[{ tickMinStep: 1 }]}
            series={[{ data: col('activeCustomers'), label: 'Active customers' }]}
          />
        </ChartPanel>
        <ChartPanel
          title="Sign-up funnel"
          csv={{
            fileName: 'insights-funnel.csv',
            header: ['Step', 'Customers', 'Of sign-ups (%)'],
            rows: funnel.map((f) => [f.label, f.count, f.percent]),
          }}
        >
          {data.funnel.signedUp === 0 ? (
            <Typography color="text.secondary">No customer signed up in this period.</Typography>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                Of the customers who signed up in this period, how many have gone on to each step since.
              </Typography>
              <BarChart
                height={HEIGHT - 40}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: funnel.map((f) => f.label), width: 110 }]}
                xAxis={[{ tickMinStep: 1 }]}
                series={[
                  {
                    data: funnel.map((f) => f.count),
                    label: 'Customers',
                    valueFormatter: (v, { dataIndex }) => `${v ?? 0} (${funnel[dataIndex]?.percent ?? 0}%)`,
                  },
                ]}
              />
            </>
          )}
        </ChartPanel>
        <ChartPanel
          title="Plan purchases and revenue"
          csv={perDayCsv('insights-revenue.csv', ['purchases', 'revenue'], ['Purchases', 'Revenue (₹)'])}
        >
          <BarChart
            height={HEIGHT}
            xAxis={xAxis}
            series={[
              { data: data.days.map((d) => rupees(d.revenue)), label: 'Revenue (₹)', yAxisId: 'money' },
              { data: col('purchases'), label: 'Purchases', yAxisId: 'count' },
            ]}
            yAxis={[
              { id: 'money', position: 'left' },
              { id: 'count', position: 'right' },
            ]}
          />
        </ChartPanel>
        <ChartPanel
          title="Revenue by plan"
          csv={{
            fileName: 'insights-plans.csv',
            header: ['Plan', 'Purchases', 'Revenue (₹)'],
            rows: data.byPlan.map((p) => [p.planName, p.purchases, rupees(p.revenue)]),
          }}
        >
          {data.byPlan.length === 0 ? (
            <Typography color="text.secondary">No plan was bought in this period.</Typography>
          ) : (
            <BarChart
              height={HEIGHT}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: data.byPlan.map((p) => p.planName), width: 110 }]}
              series={[{ data: data.byPlan.map((p) => rupees(p.revenue)), label: 'Revenue (₹)' }]}
            />
          )}
        </ChartPanel>
        <ChartPanel
          title="Free trials and renewals"
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
              ? `${trial.converted} of ${trial.started} free trials converted (${Math.round((trial.converted / trial.started) * 100)}%).`
              : 'No free trial started in this period.'}
          </Typography>
          <PieChart
            height={HEIGHT - 40}
            series={[
              {
                innerRadius: 40,
                data: [
                  { id: 0, value: data.renewals.renewed, label: 'Renewed' },
                  { id: 1, value: data.renewals.lapsed, label: 'Lapsed' },
                ],
              },
            ]}
          />
        </ChartPanel>
        <ChartPanel
          title="Card views and taps"
          csv={perDayCsv('insights-card-views.csv', ['views', 'taps'], ['Views', 'Taps'])}
        >
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: days }]}
            series={[
              { data: col('views'), label: 'Views' },
              { data: col('taps'), label: 'Taps' },
            ]}
          />
        </ChartPanel>
        <ChartPanel
          title="Taps by kind"
          csv={{
            fileName: 'insights-taps.csv',
            header: ['Action', 'Count'],
            rows: data.cardActions.map((a) => [a.action, a.count]),
          }}
        >
          {data.cardActions.length === 0 ? (
            <Typography color="text.secondary">No card was viewed in this period.</Typography>
          ) : (
            <BarChart
              height={HEIGHT}
              xAxis={[{ scaleType: 'band', data: data.cardActions.map((a) => a.action) }]}
              series={[{ data: data.cardActions.map((a) => a.count), label: 'Count' }]}
            />
          )}
        </ChartPanel>
        <ChartPanel
          title="Greetings rendered"
          csv={perDayCsv('insights-greetings.csv', ['greetings'], ['Greetings'])}
        >
          <BarChart height={HEIGHT} xAxis={xAxis} series={[{ data: col('greetings'), label: 'Greetings' }]} />
        </ChartPanel>
        <ChartPanel
          wide
          title="Franchisees"
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
            <Typography color="text.secondary">
              No franchisee made or sold anything in this period.
            </Typography>
          ) : (
            <Table size="small" aria-label="Franchisees">
              <TableHead>
                <TableRow>
                  <TableCell>Franchisee</TableCell>
                  <TableCell align="right">Businesses</TableCell>
                  <TableCell align="right">Cards</TableCell>
                  <TableCell align="right">Purchases</TableCell>
                  <TableCell align="right">Revenue</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.franchisees.map((f) => (
                  <TableRow key={f.franchiseeId}>
                    <TableCell>{f.name || f.phoneNumber}</TableCell>
                    <TableCell align="right">{f.businesses}</TableCell>
                    <TableCell align="right">{f.cards}</TableCell>
                    <TableCell align="right">{f.purchases}</TableCell>
                    <TableCell align="right">{formatPaise(f.revenue)}</TableCell>
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
