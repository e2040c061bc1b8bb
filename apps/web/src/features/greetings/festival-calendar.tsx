import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ImageSubcategory } from '@panel/shared/schemas/image-post.ts';
import { ErrorState } from '@/components/page-states';
import { subcategoriesQuery } from '@/lib/greeting-library';
import { daysAway, festivalDayLabel, festivalWindow } from './festival-dates';
import { useTranslation } from 'react-i18next';

/**
 * Today's festival and the festivals of the coming 30 days, as a row of dated cards. Picking one
 * shows its posts in the feed below; picking it again clears the choice.
 */
export function FestivalCalendar({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (festival: ImageSubcategory | null) => void;
}) {
  const { t } = useTranslation('greetings');
  const { today, until } = festivalWindow();
  const festivals = useQuery(subcategoriesQuery({ contentKind: 'festival', fromDate: today, toDate: until }));
  const list = [...(festivals.data?.list ?? [])].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));

  return (
    <Box component="section" aria-labelledby="festival-calendar" sx={{ mb: 3 }}>
      <Typography id="festival-calendar" variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.05rem' }}>
        {t('calendar.title')}
      </Typography>
      {festivals.isPending && <Skeleton variant="rounded" height={72} aria-label={t('calendar.loading')} />}
      {festivals.isError && <ErrorState error={festivals.error} onRetry={() => void festivals.refetch()} />}
      {festivals.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">{t('calendar.empty')}</Typography>
      )}
      {list.length > 0 && (
        <Stack direction="row" spacing={1} role="list" sx={{ overflowX: 'auto', pb: 1 }}>
          {list.map((f) => {
            const date = f.date ?? today;
            const away = daysAway(date, today);
            const selected = f.imageSubcategoryId === selectedId;
            return (
              <Box key={f.imageSubcategoryId} role="listitem" sx={{ flex: '0 0 auto', display: 'flex' }}>
                <ButtonBase
                  aria-pressed={selected}
                  aria-label={t('calendar.festivalAria', {
                    name: f.imageSubcategoryName,
                    when: away === 0 ? t('calendar.todayLower') : festivalDayLabel(date),
                  })}
                  onClick={() => onSelect(selected ? null : f)}
                  sx={{
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                    px: 1.5,
                    py: 1,
                    minWidth: 120,
                    maxWidth: 180,
                    borderRadius: 1.5,
                    border: 1,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: selected ? 'primary.main' : away === 0 ? 'warning.light' : 'background.paper',
                    color: selected ? 'primary.contrastText' : 'text.primary',
                    textAlign: 'left',
                  }}
                >
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {away === 0 ? t('calendar.today') : festivalDayLabel(date)}
                  </Typography>
                  <Typography variant="body2" noWrap sx={{ maxWidth: '100%' }}>
                    {f.imageSubcategoryName}
                  </Typography>
                  {away > 0 && (
                    <Typography variant="caption" sx={{ opacity: 0.8 }}>
                      {t('calendar.inDays', { count: away })}
                    </Typography>
                  )}
                </ButtonBase>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
