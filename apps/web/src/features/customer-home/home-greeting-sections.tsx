import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { GreetingSection } from '@/components/greetings/greeting-section';
import { ErrorState } from '@/components/page-states';
import type { PostFilter } from '@/lib/greeting-library';
import { postEditorPath } from '@/lib/greeting-routes';
import { pageSectionsQuery } from '@/lib/page-sections';

/**
 * The agency's HOME_PAGE (then COMMON) UI customisation sections, for the current business. A post
 * opens in the daily-image page's editor. The caller decides whether greetings are on at all.
 * Nothing is drawn while the sections load or when there are none: each section brings its own
 * placeholders, and the card above is the page's main content.
 */
export function HomeGreetingSections({ businessId, videosOn }: { businessId: string; videosOn: boolean }) {
  const sections = useQuery(pageSectionsQuery('HOME_PAGE'));
  const navigate = useNavigate();
  // Videos are listed only where the agency has video posts on, as on the daily-image page.
  const filter: PostFilter = { businessId, mediaType: videosOn ? undefined : 'IMAGE' };

  if (sections.isError) return <ErrorState error={sections.error} onRetry={() => void sections.refetch()} />;
  if (!sections.data?.length) return null;
  return (
    <Box>
      {sections.data.map((s) => (
        <GreetingSection
          key={`${s.uiCustomisationId}:${s.metaId}`}
          section={s}
          filter={filter}
          onOpen={(post) => void navigate(postEditorPath(post.imageId))}
        />
      ))}
    </Box>
  );
}
