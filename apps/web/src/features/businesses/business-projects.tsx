import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import { ErrorState, LoadingState } from '@/components/page-states';
import { formatDate } from '@/lib/format-date';
import { businessPdfCardsQuery } from '@/lib/pdf-cards';
import { renderStatusText, userVideosQuery } from '@/lib/promo-videos';

/** One list of a business's projects: loading, failure, nothing yet, or its rows. */
function ProjectList<T>({
  title,
  loadingLabel,
  query,
  empty,
  row,
}: {
  title: string;
  loadingLabel: string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { list: T[] };
  };
  empty: string;
  row: (item: T) => { key: number; primary: string; secondary: string; chip: string; on: boolean };
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {query.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : query.isError || !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List disablePadding aria-label={title}>
          {query.data.list.map((item) => {
            const r = row(item);
            return (
              <ListItem key={r.key} disableGutters divider>
                <ListItemText primary={r.primary} secondary={r.secondary} />
                <Chip size="small" label={r.chip} color={r.on ? 'success' : 'default'} />
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}

/** A business's PDF ID cards and promotional videos, on its staff page (each only where the agency sells it). */
export function BusinessProjects({
  businessId,
  configuration,
}: {
  businessId: string;
  configuration: AgencyConfiguration;
}) {
  const { t } = useTranslation('businesses');
  const pdfOn = configuration.pdfCardConfig.enablePdfCardProduct;
  const videoOn = configuration.video.enableVideo;
  const pdfCards = useQuery({ ...businessPdfCardsQuery(businessId), enabled: pdfOn });
  const videos = useQuery(userVideosQuery({ businessId, page: 1, limit: 50 }, videoOn));
  return (
    <>
      {pdfOn && (
        <ProjectList
          title={t('projects.pdfCards')}
          loadingLabel={t('projects.loadingPdfCards')}
          query={pdfCards}
          empty={t('projects.noPdfCards')}
          row={(c) => ({
            key: c.pdfCardNo,
            primary: t('projects.numbered', { number: String(c.pdfCardNo), name: c.companyName }),
            secondary: t('projects.pdfDetails', {
              paid: c.isPaid ? t('projects.paid') : t('projects.notPaid'),
              date: formatDate(c.createdAt.slice(0, 10)),
            }),
            chip: c.status === 'active' ? t('projects.active') : t('projects.inactive'),
            on: c.status === 'active',
          })}
        />
      )}
      {videoOn && (
        <ProjectList
          title={t('projects.videos')}
          loadingLabel={t('projects.loadingVideos')}
          query={videos}
          empty={t('projects.noVideos')}
          row={(v) => ({
            key: v.videoNo,
            primary: t('projects.numbered', { number: String(v.videoNo), name: v.templateName }),
            secondary: t('projects.videoDetails', {
              status: renderStatusText(v),
              ratio: v.videoRatio,
              date: formatDate(v.createdAt.slice(0, 10)),
            }),
            chip: v.status === 'active' ? t('projects.active') : t('projects.inactive'),
            on: v.status === 'active',
          })}
        />
      )}
    </>
  );
}
