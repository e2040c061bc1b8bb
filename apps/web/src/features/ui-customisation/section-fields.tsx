import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SECTION_HEIGHTS, SECTION_SOURCES, SECTION_STYLES } from '@panel/shared/schemas/ui-customisation.ts';
import { muiField } from '@/lib/forms';
import type { CustomisationInput } from './customisation-form';
import { PostPicker } from './post-picker';
import { SubcategoryPicker } from './subcategory-picker';

/** One section of a page: title, where its posts come from, style and height; move or remove it. */
export function SectionFields({
  index,
  count,
  control,
  register,
  errors,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  control: Control<CustomisationInput>;
  register: UseFormRegister<CustomisationInput>;
  errors: FieldErrors<CustomisationInput>['sections'];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('ui-customisation');
  const source = useWatch({ control, name: `sections.${index}.source` });
  const title = useWatch({ control, name: `sections.${index}.title` });
  const e = errors?.[index];
  const name = title || t('section.unnamed', { number: index + 1 });
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 1.5, m: 0 }} aria-label={name}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="subtitle2" component="legend" sx={{ flex: 1 }}>
          {index + 1}. {name}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('section.moveUp', { name })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('section.moveDown', { name })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('section.removeNamed', { name })} onClick={onRemove}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Stack>
      <Stack spacing={1.5}>
        <TextField
          {...muiField(register(`sections.${index}.title`), e?.title)}
          size="small"
          label={t('section.title')}
        />
        <Controller
          control={control}
          name={`sections.${index}.source`}
          render={({ field }) => (
            <TextField select size="small" label={t('section.source')} {...field}>
              {SECTION_SOURCES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`source.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {source === 'POSTS' && (
          <Controller
            control={control}
            name={`sections.${index}.imageIds`}
            render={({ field, fieldState }) => (
              <PostPicker
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        {source === 'SUBCATEGORIES' && (
          <Controller
            control={control}
            name={`sections.${index}.imageSubcategoryIds`}
            render={({ field, fieldState }) => (
              <SubcategoryPicker
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Controller
            control={control}
            name={`sections.${index}.style`}
            render={({ field }) => (
              <TextField select size="small" label={t('section.style')} {...field}>
                {SECTION_STYLES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`style.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name={`sections.${index}.height`}
            render={({ field }) => (
              <TextField select size="small" label={t('section.height')} {...field}>
                {SECTION_HEIGHTS.map((h) => (
                  <MenuItem key={h} value={h}>
                    {t(`height.${h}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
