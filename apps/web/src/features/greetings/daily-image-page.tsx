import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { GREETING_TEXTS, type ImagePost, type ImageSubcategory } from '@panel/shared/schemas/image-post.ts';
import { GreetingSection } from '@/components/greetings/greeting-section';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useCurrentBusiness, type BusinessSummary } from '@/lib/current-business';
import { postsByIdsQuery, type PostFilter } from '@/lib/greeting-library';
import { EDITOR_POST_PARAM } from '@/lib/greeting-routes';
import { pageSectionsQuery } from '@/lib/page-sections';
import { agencyDetailsQuery } from '@/lib/session';
import { greetingEntitlementsQuery } from './api/get-greeting-entitlements';
import { FestivalCalendar } from './festival-calendar';
import { LanguageFilter } from './language-filter';
import { PostEditorDialog } from './post-editor-dialog';
import { PostFeed } from './post-feed';
import { RecentDownloadsStrip } from './recent-downloads-strip';
import { RequestPostDialog } from './request-post-dialog';
import { usageText } from './usage-line';
import { useUpgradeTo } from '@/lib/open-upgrade';
import { useTranslation } from 'react-i18next';

/**
 * /panel/customer/daily-image: the greetings a customer opens every morning. Only for agencies with
 * image posts on; everything else is per the business picked in the top bar.
 */
export default function DailyImagePage() {
  const { t } = useTranslation('greetings');
  const agency = useQuery(agencyDetailsQuery);
  const { current, isPending } = useCurrentBusiness();
  if (agency.isPending || isPending) return <LoadingState label={t('page.loading')} />;
  if (agency.isError) return <ErrorState error={agency.error} onRetry={() => void agency.refetch()} />;
  if (!agency.data.configuration.imagePost.enableImagePost)
    return (
      <EmptyState
        title={t('page.notAvailable')}
        text={t('texts.imagesOff', { defaultValue: GREETING_TEXTS.imagesOff })}
      />
    );
  if (!current)
    return (
      <EmptyState
        title={t('page.noBusinessTitle')}
        text={t('page.noBusinessText')}
        action={
          <Button variant="contained" component={RouterLink} to="/customer/businesses/add">
            {t('page.addBusiness')}
          </Button>
        }
      />
    );
  // A different business starts with a clean page (filters, open post).
  return (
    <Greetings
      key={current.businessId}
      business={current}
      videosOn={agency.data.configuration.imagePost.isVideoPostsIncluded}
    />
  );
}

/** Video posts are listed only where the agency has video posts on. */
function Greetings({ business, videosOn }: { business: BusinessSummary; videosOn: boolean }) {
  const { t } = useTranslation('greetings');
  const upgradeTo = useUpgradeTo();
  const sections = useQuery(pageSectionsQuery('GREETING_IMAGE_PAGE'));
  const entitlements = useQuery(greetingEntitlementsQuery(business.businessId));
  const [languageTagId, setLanguageTagId] = useState<string | null>(null);
  const [festival, setFestival] = useState<ImageSubcategory | null>(null);
  const [tapped, setTapped] = useState<ImagePost | null>(null);
  // A post linked from another page (?imageId=…, e.g. a home page section) opens straight away.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get(EDITOR_POST_PARAM);
  const linked = useQuery({ ...postsByIdsQuery(linkedId ? [linkedId] : []), enabled: !!linkedId });
  const linkedPost = linkedId ? linked.data?.[0] : undefined;
  const open = tapped ?? linkedPost ?? null;
  const forgetLink = () =>
    setParams(
      (p) => {
        p.delete(EDITOR_POST_PARAM);
        return p;
      },
      { replace: true },
    );
  const closeEditor = () => {
    setTapped(null);
    if (linkedId) forgetLink();
  };
  const [requesting, setRequesting] = useState(false);

  const requestButton = (
    <Button variant="outlined" startIcon={<AddPhotoAlternate />} onClick={() => setRequesting(true)}>
      {t('request.title')}
    </Button>
  );
  const e = entitlements.data;
  const imagesUsage = e && usageText(e, 'images');
  const videosUsage = e && videosOn ? ` · ${usageText(e, 'videos')}` : null;
  // What every list on the page shares: the language, the business (for its category's section),
  // and images only where the agency has no video posts.
  const filter: PostFilter = {
    imageTagId: languageTagId ?? undefined,
    businessId: business.businessId,
    mediaType: videosOn ? undefined : 'IMAGE',
  };

  return (
    <Box sx={{ pb: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography color="text.secondary">
            {t('page.intro', { business: business.businessName })}
          </Typography>
          {e && (
            <Typography variant="caption" color="text.secondary">
              {imagesUsage}
              {videosUsage}
            </Typography>
          )}
        </Box>
        {requestButton}
      </Stack>

      {e && !e.images.included && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={upgradeTo}>
              {t('upgrade')}
            </Button>
          }
        >
          {t('texts.imagesNotInPlan', { defaultValue: GREETING_TEXTS.imagesNotInPlan })}
        </Alert>
      )}
      {linkedId && linked.isSuccess && !linkedPost && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={forgetLink}>
          {t('page.linkedGone')}
        </Alert>
      )}
      {entitlements.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('page.limitsError')}
        </Alert>
      )}

      <LanguageFilter value={languageTagId} onChange={setLanguageTagId} />
      <RecentDownloadsStrip businessId={business.businessId} onOpen={setTapped} />
      <FestivalCalendar selectedId={festival?.imageSubcategoryId ?? null} onSelect={setFestival} />

      {sections.isPending && <LoadingState label={t('page.loadingSections')} />}
      {sections.isError && <ErrorState error={sections.error} onRetry={() => void sections.refetch()} />}
      {!festival &&
        sections.data?.map((s) => (
          <GreetingSection
            key={`${s.uiCustomisationId}:${s.metaId}`}
            section={s}
            filter={filter}
            onOpen={setTapped}
          />
        ))}

      <PostFeed
        filter={{ ...filter, imageSubcategoryId: festival?.imageSubcategoryId }}
        title={
          festival ? t('feed.festivalPosts', { name: festival.imageSubcategoryName }) : t('feed.allPosts')
        }
        onClear={festival ? () => setFestival(null) : undefined}
        onOpen={setTapped}
        emptyAction={requestButton}
      />

      {open && <PostEditorDialog post={open} business={business} entitlements={e} onClose={closeEditor} />}
      {requesting && (
        <RequestPostDialog
          businessId={business.businessId}
          imageSubcategoryId={festival?.imageSubcategoryId}
          onClose={() => setRequesting(false)}
        />
      )}
    </Box>
  );
}
