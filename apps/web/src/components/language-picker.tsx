import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@panel/shared/i18n/languages.ts';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';

// The menu (MUI's Menu, Popover and list) loads when it first opens: the sign-in pages and the
// homes do not wait for it.
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/**
 * The language menu of the top bar and the sign-in pages. Each language is named in its own script.
 * `onChosen` remembers the choice in the signed-in user's preference. `compact` (the top bar): on
 * phones only the icon shows, which leaves the bar's one row to the business and plan.
 */
export function LanguagePicker({
  onChosen,
  compact = false,
}: {
  onChosen?: (language: Language) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened it stays mounted, so it closes with its animation.
  const [opened, setOpened] = useState(false);
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
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        sx={{
          textTransform: 'none',
          minWidth: 0,
          flexShrink: 0,
          ...(compact && { '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }),
        }}
      >
        <Box component="span" sx={compact ? { display: { xs: 'none', sm: 'inline' } } : undefined}>
          {LANGUAGE_NAMES[language]}
        </Box>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            language={language}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
