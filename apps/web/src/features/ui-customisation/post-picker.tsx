import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ImagePost } from '@panel/shared/schemas/image-post.ts';
import { postsByIdsQuery } from '@/lib/greeting-library';
import { searchImagePostsQuery } from './api/search-image-posts';

const postName = (p: ImagePost) =>
  `${p.imageSubcategoryName} · ${p.frameShape.toLowerCase()} ${p.mediaType === 'VIDEO' ? 'video' : 'image'}`;

/**
 * Chooses the posts of a "chosen posts" section: search by festival, category or tag, pick with a
 * thumbnail to tell similar posts apart. The chosen ids keep their order.
 */
export function PostPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(input.trim()), 300);
    return () => clearTimeout(t);
  }, [input]);
  const chosen = useQuery(postsByIdsQuery(value));
  const found = useQuery(searchImagePostsQuery(q));
  const known = new Map([...(chosen.data ?? []), ...(found.data ?? [])].map((p) => [p.imageId, p]));
  const selected = value.map((id) => known.get(id)).filter((p): p is ImagePost => !!p);

  return (
    <Autocomplete
      multiple
      filterOptions={(x) => x}
      options={found.data ?? []}
      loading={found.isFetching}
      value={selected}
      inputValue={input}
      onInputChange={(_, v, reason) => reason !== 'reset' && setInput(v)}
      onChange={(_, posts) => onChange(posts.map((p) => p.imageId))}
      getOptionLabel={postName}
      isOptionEqualToValue={(a, b) => a.imageId === b.imageId}
      noOptionsText={q ? 'No posts match' : 'Type a festival, category or tag'}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          {p.previewUrl && (
            <Box
              component="img"
              src={p.previewUrl}
              alt=""
              sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5 }}
            />
          )}
          {postName(p)}
        </Box>
      )}
      renderValue={(posts, getItemProps) =>
        posts.map((p, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={postName(p)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Posts"
          error={!!error}
          helperText={error ?? 'Search and pick the posts to show.'}
        />
      )}
    />
  );
}
