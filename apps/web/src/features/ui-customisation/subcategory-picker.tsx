import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImageSubcategory } from '@panel/shared/schemas/image-post.ts';
import { subcategoriesQuery } from '@/lib/greeting-library';

/** Chooses the subcategories whose posts a section shows, grouped by category. */
export function SubcategoryPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('ui-customisation');
  const subs = useQuery(subcategoriesQuery({}));
  const options = [...(subs.data?.list ?? [])].sort((a, b) =>
    a.imageCategoryName.localeCompare(b.imageCategoryName),
  );
  const byId = new Map(options.map((s) => [s.imageSubcategoryId, s]));
  return (
    <Autocomplete
      multiple
      options={options}
      loading={subs.isPending}
      groupBy={(s) => s.imageCategoryName}
      value={value.map((id) => byId.get(id)).filter((s): s is ImageSubcategory => !!s)}
      onChange={(_, v) => onChange(v.map((s) => s.imageSubcategoryId))}
      getOptionLabel={(s) => s.imageSubcategoryName}
      isOptionEqualToValue={(a, b) => a.imageSubcategoryId === b.imageSubcategoryId}
      renderValue={(list, getItemProps) =>
        list.map((s, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={s.imageSubcategoryName} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('subcategories.label')}
          error={!!error || subs.isError}
          helperText={subs.isError ? t('subcategories.failed') : (error ?? t('subcategories.help'))}
        />
      )}
    />
  );
}
