import Celebration from '@mui/icons-material/Celebration';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Card } from '@panel/shared/schemas/card.ts';
import { DeferredRender } from '@/components/deferred-render';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { cardAddPath, cardEditPath } from '@/lib/card-routes';
import { cardsByBusinessQuery } from '@/lib/cards-by-business';
import { useCurrentBusiness } from '@/lib/current-business';
import { agencyDetailsQuery, customerUserQuery } from '@/lib/session';
import { CardStatsPanel } from './card-stats-panel';
import { HomeGreetingSections } from './home-greeting-sections';

function CardTile({ card }: { card: Card }) {
  const { t } = useTranslation('customer-home');
  const logo = card.basicDetails?.logo ? card.media[card.basicDetails.logo] : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          component={logo ? 'img' : 'div'}
          src={logo?.variants['160'] ?? logo?.url}
          alt=""
          sx={{
            width: 64,
            height: 64,
            borderRadius: 2,
            objectFit: 'cover',
            bgcolor: 'primary.light',
            flexShrink: 0,
          }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" variant="h6" noWrap>
            {card.basicDetails?.companyName ?? card.businessName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {card.publicUrl}
          </Typography>
          <Chip
            size="small"
            sx={{ mt: 0.5 }}
            color={card.settings.published ? 'success' : 'default'}
            label={card.settings.published ? t('card.published') : t('card.draft')}
          />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<Edit />}
          component={RouterLink}
          to={cardEditPath({ cardNo: card.cardNo })}
        >
          {t('card.edit')}
        </Button>
        {card.settings.published && (
          <Button startIcon={<OpenInNew />} href={card.publicUrl} target="_blank" rel="noopener noreferrer">
            {t('card.open')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /panel/customer: the current business's card (or the call to create it), its activity, the
 * invitation tile, and the greeting sections the agency arranged for the home page.
 */
export default function CustomerHomePage() {
  const { t } = useTranslation('customer-home');
  const { current, isPending } = useCurrentBusiness();
  const user = useQuery(customerUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  const cards = useQuery(cardsByBusinessQuery(current?.businessId));
  const dashboard = agency.data?.configuration.dashboardConfig;
  const imagePost = agency.data?.configuration.imagePost;
  // Greetings need the agency's image posts on and the business's card not switching them off
  // (a business without a card has them on, as the server decides).
  const greetingsOn =
    !!current &&
    !!imagePost?.enableImagePost &&
    cards.isSuccess &&
    cards.data[0]?.imagePostStatus !== 'disabled';

  // While the card loads, only the loading state shows: the tiles below it appear with the card
  // instead of being pushed down by it (layout shift, issue 15).
  const loading = isPending || (!!current && cards.isPending);
  let main;
  if (loading) main = <LoadingState label={t('card.loading')} />;
  else if (cards.isError) main = <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  else if (!current && user.data?.agencyOnlyDigitalCardActivated)
    main = (
      <EmptyState
        title={t('create.title')}
        text={t('create.text')}
        action={
          <Button
            variant="contained"
            component={RouterLink}
            to={cardAddPath({ userId: user.data.userId, isForeignUser: user.data.isForeignUser })}
          >
            {t('create.button')}
          </Button>
        }
      />
    );
  else if (!current)
    main = (
      <EmptyState
        title={t('addBusiness.title')}
        text={t('addBusiness.text')}
        action={
          <Button
            variant="contained"
            component={RouterLink}
            to="/customer/businesses/add?shouldRedirectToDigitalCardEditorOnAddBusiness=true"
          >
            {t('addBusiness.button')}
          </Button>
        }
      />
    );
  else if (cards.data?.[0])
    main = (
      <Stack spacing={2}>
        <CardTile card={cards.data[0]} />
        <CardStatsPanel cardNo={cards.data[0].cardNo} />
      </Stack>
    );
  else
    main = (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography component="h2" variant="h6">
          {t('noCard.title', { name: current.businessName })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('noCard.text')}
        </Typography>
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          component={RouterLink}
          to={cardAddPath({ businessId: current.businessId })}
        >
          {t('create.button')}
        </Button>
      </Paper>
    );

  // The card, its activity and the greetings arrive one after another: each redraw in slices.
  return (
    <DeferredRender>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: !loading && dashboard?.showInvitationTileInCustomerDashboard ? 8 : 12 }}>
          {main}
        </Grid>
        {!loading && dashboard?.showInvitationTileInCustomerDashboard && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Celebration color="secondary" aria-hidden />
              <Typography component="h2" variant="h6">
                {t('invitation.title')}
              </Typography>
              <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
                {t('invitation.text')}
              </Typography>
              {dashboard.invitationSiteLink ? (
                <Button
                  sx={{ mt: 1.5 }}
                  variant="outlined"
                  href={dashboard.invitationSiteLink}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('invitation.create')}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {t('invitation.soon')}
                </Typography>
              )}
            </Paper>
          </Grid>
        )}
        {current && greetingsOn && (
          <Grid size={12}>
            <HomeGreetingSections
              businessId={current.businessId}
              videosOn={!!imagePost?.isVideoPostsIncluded}
            />
          </Grid>
        )}
        {current && !loading && (
          <Grid size={12}>
            <Button
              size="small"
              component={RouterLink}
              to={`/customer/businesses/edit?businessId=${encodeURIComponent(current.businessId)}`}
            >
              {t('editBusiness')}
            </Button>
          </Grid>
        )}
      </Grid>
    </DeferredRender>
  );
}
