import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ImagePost } from '@panel/shared/schemas/image-post.ts';
import { postsByIdsQuery } from '@/lib/greeting-library';
import { PostTile } from '@/components/greetings/post-tile';
import { useRecentDownloads } from './recent-downloads';
import { useTranslation } from 'react-i18next';

/** The posts this business downloaded or shared lately, to make them again in one tap. */
export function RecentDownloadsStrip({
  businessId,
  onOpen,
}: {
  businessId: string;
  onOpen: (post: ImagePost) => void;
}) {
  const { t } = useTranslation('greetings');
  const ids = useRecentDownloads(businessId);
  const posts = useQuery({ ...postsByIdsQuery(ids), enabled: ids.length > 0 });
  // A convenience: nothing to show, or it failed to load, and the page is complete without it.
  if (!posts.data?.length) return null;
  return (
    <Box component="section" aria-labelledby="recent-downloads" sx={{ mb: 3 }}>
      <Typography id="recent-downloads" variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.05rem' }}>
        {t('recentDownloads')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 1 }}>
        {posts.data.map((p) => (
          <PostTile key={p.imageId} post={p} height={96} onOpen={onOpen} />
        ))}
      </Stack>
    </Box>
  );
}
