import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@panel/shared/i18n/languages.ts';

/** The language picker's menu: each language named in its own script. */
export function LanguageMenu({
  anchor,
  language,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  language: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((l) => (
        <MenuItem key={l} lang={l} selected={l === language} onClick={() => onChoose(l)}>
          {LANGUAGE_NAMES[l]}
        </MenuItem>
      ))}
    </Menu>
  );
}
