import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@panel/shared/i18n/languages.ts';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';

/**
 * The language menu of the top bar and the sign-in pages. Each language is named in its own script.
 * `onChosen` remembers the choice in the signed-in user's preference.
 */
export function LanguagePicker({ onChosen }: { onChosen?: (language: Language) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const language = currentLanguage();
  const choose = (next: Language) => {
    setAnchor(null);
    if (next === language) return;
    chooseLanguage(next);
    onChosen?.(next);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('language.choose')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, flexShrink: 0 }}
      >
        {LANGUAGE_NAMES[language]}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem key={l} lang={l} selected={l === language} onClick={() => choose(l)}>
            {LANGUAGE_NAMES[l]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
