import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@panel/shared/i18n/languages.ts';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';
import { saveLanguagePreference } from '@/lib/session';
import { AccountSection } from './account-section';

/**
 * The panel's language, where a customer looks for settings: the same choice as the top bar's
 * picker, used at once, remembered on this device and saved in the account for their other devices.
 */
export function LanguageSection() {
  const { t } = useTranslation('account');
  const language = currentLanguage();
  return (
    <AccountSection title={t('language.title')} description={t('language.text')}>
      <TextField
        select
        label={t('language.label')}
        value={language}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLanguage(next) || next === language) return;
          chooseLanguage(next);
          void saveLanguagePreference(next);
        }}
        sx={{ minWidth: 220 }}
      >
        {LANGUAGES.map((l) => (
          <MenuItem key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </MenuItem>
        ))}
      </TextField>
    </AccountSection>
  );
}
