import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { formatNumber } from '@/lib/format-number';
import { type CardStats, cardStatsQuery } from './api/get-card-stats';

/** Every counted action other than opening the page is a tap. */
export const tapsOf = (counts: Record<string, number>) =>
  Object.entries(counts).reduce((sum, [action, n]) => (action === 'view' ? sum : sum + n), 0);

function DayBars({ days }: { days: CardStats['days'] }) {
  const { t } = useTranslation('customer-home');
  const max = Math.max(1, ...days.map((d) => Math.max(d.counts.view ?? 0, tapsOf(d.counts))));
  return (
    <Box
      role="table"
      aria-label={t('stats.perDay')}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: '3px', height: 120, overflowX: 'auto', pt: 1 }}
    >
      {days.map((d) => {
        const views = d.counts.view ?? 0;
        const taps = tapsOf(d.counts);
        return (
          <Box
            key={d.date}
            role="row"
            title={t('stats.dayTitle', {
              date: d.date,
              views: formatNumber(views),
              taps: formatNumber(taps),
            })}
            sx={{ flex: '1 0 10px', display: 'flex', alignItems: 'flex-end', gap: '1px', height: '100%' }}
          >
            <Box
              role="cell"
              aria-label={t('stats.dayViews', { date: d.date, views: formatNumber(views) })}
              sx={{
                flex: 1,
                height: `${(views / max) * 100}%`,
                minHeight: 2,
                bgcolor: 'primary.main',
                borderRadius: '2px 2px 0 0',
              }}
            />
            <Box
              role="cell"
              aria-label={t('stats.dayTaps', { date: d.date, taps: formatNumber(taps) })}
              sx={{
                flex: 1,
                height: `${(taps / max) * 100}%`,
                minHeight: 2,
                bgcolor: 'secondary.main',
                borderRadius: '2px 2px 0 0',
              }}
            />
          </Box>
        );
      })}
    </Box>
  );
}

/** One big total with its legend swatch (the bars' colour), read out as a sentence. */
function Total({
  value,
  label,
  spoken,
  colour,
}: {
  value: number;
  label: string;
  spoken: string;
  colour: string;
}) {
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} aria-label={spoken}>
        {formatNumber(value)}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        <Box
          component="span"
          sx={{ display: 'inline-block', width: 10, height: 10, bgcolor: colour, mr: 0.5, borderRadius: 0.5 }}
        />
        {label}
      </Typography>
    </Box>
  );
}

/** Views and taps of the card per day, from the server's counts. */
export function CardStatsPanel({ cardNo }: { cardNo: number }) {
  const { t } = useTranslation('customer-home');
  const [days, setDays] = useState(7);
  const stats = useQuery(cardStatsQuery(cardNo, days));
  const totals = stats.data?.totals ?? {};
  const views = totals.view ?? 0;
  const taps = tapsOf(totals);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6">
          {t('stats.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_, v: number | null) => v && setDays(v)}
          aria-label={t('stats.period')}
        >
          <ToggleButton value={7}>{t('stats.days', { count: 7 })}</ToggleButton>
          <ToggleButton value={30}>{t('stats.days', { count: 30 })}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* The height of the loaded totals and bars, so the home below does not move when they arrive. */}
      <Box sx={{ minHeight: 230 }}>
        {stats.isPending && <LoadingState label={t('stats.loading')} />}
        {stats.isError && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}
        {stats.data && (
          <>
            <Stack direction="row" spacing={3}>
              <Total
                value={views}
                label={t('stats.views')}
                spoken={t('stats.viewsCount', { views: formatNumber(views) })}
                colour="primary.main"
              />
              <Total
                value={taps}
                label={t('stats.taps')}
                spoken={t('stats.tapsCount', { taps: formatNumber(taps) })}
                colour="secondary.main"
              />
            </Stack>
            <DayBars days={stats.data.days} />
            {taps > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {Object.entries(totals)
                  .filter(([a, n]) => a !== 'view' && n > 0)
                  .map(([a, n]) => `${t(`tap.${a}`, { defaultValue: a })} ${formatNumber(n)}`)
                  .join(' · ')}
              </Typography>
            )}
            {views === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('stats.none')}
              </Typography>
            )}
          </>
        )}
      </Box>
    </Paper>
  );
}
