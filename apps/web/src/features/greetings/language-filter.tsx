import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { imageTagsQuery } from '@/lib/greeting-library';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('greetings');
  const tags = useQuery(imageTagsQuery('LANGUAGE'));
  if (!tags.data?.length) return null;
  const options = [
    { id: null, name: t('allLanguages') },
    ...tags.data.map((tag) => ({ id: tag.imageTagId, name: tag.tagName })),
  ];
  return (
    <Stack
      direction="row"
      spacing={1}
      role="radiogroup"
      aria-label={t('language')}
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
