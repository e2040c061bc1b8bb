import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ImagePost } from '@panel/shared/schemas/image-post.ts';
import { i18n } from '@/lib/i18n';

/** Accessible name of a post tile, e.g. "Guru Nanak Jayanti, square image". */
export const postLabel = (post: ImagePost) =>
  i18n.t(post.mediaType === 'VIDEO' ? 'greetings.postVideo' : 'greetings.postImage', {
    ns: 'common',
    name: post.imageSubcategoryName,
    shape: i18n.t(`greetings.shape.${post.frameShape}`, { ns: 'common' }),
  });

/**
 * One post in a section or the feed: its low-quality preview at a fixed height (width follows the
 * post's shape), with a play badge on videos.
 */
export function PostTile({
  post,
  height,
  onOpen,
}: {
  post: ImagePost;
  /** A fixed height (rows), or 'fill': a square filling its grid cell (the feed). */
  height: number | 'fill';
  onOpen: (post: ImagePost) => void;
}) {
  const ratio = post.width > 0 && post.height > 0 ? post.width / post.height : 1;
  const size =
    height === 'fill' ? { width: '100%', aspectRatio: '1' } : { height, width: Math.round(height * ratio) };
  return (
    <ButtonBase
      onClick={() => onOpen(post)}
      aria-label={postLabel(post)}
      sx={{
        position: 'relative',
        flex: height === 'fill' ? undefined : '0 0 auto',
        ...size,
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      {post.previewUrl && (
        <Box
          component="img"
          src={post.previewUrl}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
      {post.mediaType === 'VIDEO' && (
        <PlayCircleOutline
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            m: 'auto',
            fontSize: 44,
            color: 'common.white',
            filter: 'drop-shadow(0 1px 3px #0008)',
          }}
        />
      )}
    </ButtonBase>
  );
}

/** UI customisation heights as tile heights on a phone and on wider screens. */
export const TILE_HEIGHTS = {
  'HEIGHT-1': { xs: 120, sm: 150 },
  'HEIGHT-2': { xs: 160, sm: 200 },
  'HEIGHT-3': { xs: 220, sm: 280 },
} as const;
