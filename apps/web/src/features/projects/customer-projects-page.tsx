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

const PROJECT_NOUNS: Record<string, string> = {
  digital_card: 'digital card',
  pdf_id_card: 'PDF ID cards',
  promotional_video: 'promotional videos',
};

/** /panel/customer/projects?projectType=digital_card (the business's digital card), pdf_id_card or promotional_video. */
export default function CustomerProjectsPage() {
  const [params] = useSearchParams();
  const projectType = params.get('projectType') ?? 'digital_card';
  const { current, isPending } = useCurrentBusiness();
  const cards = useQuery(cardsByBusinessQuery(current?.businessId));
  if (isPending || (projectType === 'digital_card' && current && cards.isPending))
    return <LoadingState label="Loading projects" />;
  if (!current)
    return (
      <EmptyState
        title="No business yet"
        text={`Add your business to create its ${PROJECT_NOUNS[projectType] ?? 'projects'}.`}
        action={
          <Button variant="contained" component={RouterLink} to="/customer/businesses/add">
            Add business
          </Button>
        }
      />
    );
  if (projectType === 'pdf_id_card')
    return <CustomerPdfCards businessId={current.businessId} businessName={current.businessName} />;
  if (projectType === 'promotional_video') return <CustomerVideoList businessId={current.businessId} />;
  if (projectType !== 'digital_card')
    return <ErrorState error={new Error('There is no such kind of project.')} />;
  if (cards.isError) return <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  const list = cards.data ?? [];
  if (list.length === 0)
    return (
      <EmptyState
        title="No digital card yet"
        text={`Create the digital business card of ${current.businessName}.`}
        action={
          <Button
            variant="contained"
            component={RouterLink}
            to={cardAddPath({ businessId: current.businessId })}
          >
            Create digital card
          </Button>
        }
      />
    );
  return (
    <Paper variant="outlined">
      <List aria-label="Digital business cards">
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
                label={card.settings.published ? 'Published' : 'Draft'}
                color={card.settings.published ? 'success' : 'default'}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              />
              <Button variant="outlined" component={RouterLink} to={cardEditPath({ cardNo: card.cardNo })}>
                Edit
              </Button>
              {card.settings.published && (
                <Button href={card.publicUrl} target="_blank" rel="noopener noreferrer">
                  Open
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
