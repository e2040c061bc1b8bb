import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@panel/shared/i18n/languages.ts';

const NONE = 'none';

/**
 * The languages of the card page's own words: the main one at the card's address and, optionally, a
 * second one at /{cardId}/{language} that visitors switch to with one tap.
 */
export function CardLanguagesField({
  value,
  onChange,
}: {
  value: Language[];
  onChange: (languages: Language[]) => void;
}) {
  const { t } = useTranslation('cards');
  const [main = 'en', second] = value;
  return (
    <div>
      <FormLabel component="p">{t('settings.languages')}</FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('settings.languagesHelp')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label={t('settings.mainLanguage')}
            value={main}
            onChange={(e) => {
              const next = e.target.value as Language;
              onChange(second && second !== next ? [next, second] : [next]);
            }}
          >
            {LANGUAGES.map((l) => (
              <MenuItem key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label={t('settings.secondLanguage')}
            value={second ?? NONE}
            onChange={(e) => {
              const next = e.target.value;
              onChange(next === NONE ? [main] : [main, next as Language]);
            }}
          >
            <MenuItem value={NONE}>{t('settings.noSecondLanguage')}</MenuItem>
            {LANGUAGES.filter((l) => l !== main).map((l) => (
              <MenuItem key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
    </div>
  );
}
