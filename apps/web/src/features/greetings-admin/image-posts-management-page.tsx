import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GREETING_TEXTS } from '@panel/shared/schemas/image-post.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { agencyDetailsQuery, staffUserQuery } from '@/lib/session';
import { GreetingsManagement } from './greetings-management';

/**
 * /panel/admin/image-posts-management: an agency admin's (or franchisee-with-all-card-access')
 * exclusive posts, only their agency's customers see them. Needs allowAgencyExclusivePosts.
 */
export default function ImagePostsManagementPage() {
  const { t } = useTranslation('greetings-admin');
  const me = useQuery(staffUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  if (me.isPending || agency.isPending) return <LoadingState label={t('page.loading')} />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (agency.isError) return <ErrorState error={agency.error} onRetry={() => void agency.refetch()} />;
  const { imagePost } = agency.data.configuration;
  if (!imagePost.enableImagePost)
    return (
      <EmptyState
        title={t('page.imagesOffTitle')}
        text={t('texts.imagesOff', { defaultValue: GREETING_TEXTS.imagesOff })}
      />
    );
  if (!imagePost.allowAgencyExclusivePosts)
    return (
      <EmptyState
        title={t('page.exclusiveOffTitle')}
        text={`${t('texts.exclusiveOff', { defaultValue: GREETING_TEXTS.exclusiveOff })} ${t('page.exclusiveOffHint')}`}
      />
    );
  return <GreetingsManagement scope="agency" videosOn={imagePost.isVideoPostsIncluded} />;
}
