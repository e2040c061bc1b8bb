import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { cardAddPath, cardEditPath } from '@/lib/card-routes';
import { cardsByBusinessQuery } from '@/lib/cards-by-business';
import { useCurrentBusiness } from '@/lib/current-business';
import { CustomerPdfCards } from './customer-pdf-cards';
import { CustomerVideoList } from './customer-video-list';
import { useTranslation } from 'react-i18next';

/** What "Add your business to create its …" says per project type (catalogue keys). */
const NO_BUSINESS_TEXTS: Record<string, string> = {
  digital_card: 'customer.noBusinessText.digital_card',
  pdf_id_card: 'customer.noBusinessText.pdf_id_card',
  promotional_video: 'customer.noBusinessText.promotional_video',
};

/** /panel/customer/projects?projectType=digital_card (the business's digital card), pdf_id_card or promotional_video. */
export default function CustomerProjectsPage() {
  const { t } = useTranslation('projects');
  const [params] = useSearchParams();
  const projectType = params.get('projectType') ?? 'digital_card';
  const { current, isPending } = useCurrentBusiness();
  const cards = useQuery(cardsByBusinessQuery(current?.businessId));
  if (isPending || (projectType === 'digital_card' && current && cards.isPending))
    return <LoadingState label={t('customer.loading')} />;
  if (!current)
    return (
      <EmptyState
        title={t('customer.noBusinessTitle')}
        text={t(NO_BUSINESS_TEXTS[projectType] ?? 'customer.noBusinessText.other')}
        action={
          <Button variant="contained" component={RouterLink} to="/customer/businesses/add">
            {t('customer.addBusiness')}
          </Button>
        }
      />
    );
  if (projectType === 'pdf_id_card')
    return <CustomerPdfCards businessId={current.businessId} businessName={current.businessName} />;
  if (projectType === 'promotional_video') return <CustomerVideoList businessId={current.businessId} />;
  if (projectType !== 'digital_card') return <ErrorState error={new Error(t('customer.noSuchKind'))} />;
  if (cards.isError) return <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  const list = cards.data ?? [];
  if (list.length === 0)
    return (
      <EmptyState
        title={t('customer.noCardTitle')}
        text={t('customer.noCardText', { business: current.businessName })}
        action={
          <Button
            variant="contained"
            component={RouterLink}
            to={cardAddPath({ businessId: current.businessId })}
          >
            {t('customer.createCard')}
          </Button>
        }
      />
    );
  return (
    <Paper variant="outlined">
      <List aria-label={t('customer.cardsList')}>
        {list.map((card) => (
          <ListItem key={card.cardNo} divider>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ width: '100%', alignItems: { sm: 'center' } }}
            >
              <ListItemText
                primary={card.basicDetails?.companyName ?? card.businessName}
                secondary={card.publicUrl}
                slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
              />
              <Chip
                size="small"
                label={card.settings.published ? t('card.published') : t('card.draft')}
                color={card.settings.published ? 'success' : 'default'}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              />
              <Button variant="outlined" component={RouterLink} to={cardEditPath({ cardNo: card.cardNo })}>
                {t('action.edit')}
              </Button>
              {card.settings.published && (
                <Button href={card.publicUrl} target="_blank" rel="noopener noreferrer">
                  {t('action.open')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
