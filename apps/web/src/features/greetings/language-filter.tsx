import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { imageTagsQuery } from '@/lib/greeting-library';

/**
 * The LANGUAGE tags as a one-choice chip row ("All languages" first). Hidden while loading or when
 * the library has no language tags: the page works the same without it.
 */
export function LanguageFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (tagId: string | null) => void;
}) {
  const tags = useQuery(imageTagsQuery('LANGUAGE'));
  if (!tags.data?.length) return null;
  const options = [
    { id: null, name: 'All languages' },
    ...tags.data.map((t) => ({ id: t.imageTagId, name: t.tagName })),
  ];
  return (
    <Stack
      direction="row"
      spacing={1}
      role="radiogroup"
      aria-label="Language"
      sx={{ overflowX: 'auto', pb: 1, mb: 2 }}
    >
      {options.map((o) => (
        <Chip
          key={o.id ?? 'all'}
          role="radio"
          aria-checked={value === o.id}
          label={o.name}
          color={value === o.id ? 'primary' : 'default'}
          variant={value === o.id ? 'filled' : 'outlined'}
          onClick={() => onChange(o.id)}
        />
      ))}
    </Stack>
  );
}
