import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ImagePost } from '@panel/shared/schemas/image-post.ts';
import { postsByIdsQuery } from '@/lib/greeting-library';
import { searchImagePostsQuery } from './api/search-image-posts';

const postName = (p: ImagePost, t: TFunction<'ui-customisation'>) =>
  t('post.name', { subcategory: p.imageSubcategoryName, shape: p.frameShape, media: p.mediaType });

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
  const { t } = useTranslation('ui-customisation');
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 300);
    return () => clearTimeout(timer);
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
      getOptionLabel={(p) => postName(p, t)}
      isOptionEqualToValue={(a, b) => a.imageId === b.imageId}
      noOptionsText={q ? t('post.noMatch') : t('post.typeHint')}
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
          {postName(p, t)}
        </Box>
      )}
      renderValue={(posts, getItemProps) =>
        posts.map((p, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={postName(p, t)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t('post.label')} error={!!error} helperText={error ?? t('post.help')} />
      )}
    />
  );
}
