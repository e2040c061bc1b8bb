import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';

import { useTranslation } from 'react-i18next';
/**
 * A small formatted-text editor (bold, italic, bullet list). The browser's editing commands are
 * enough for these three; the server sanitises the HTML to an allow-list either way.
 */
export function FormattedText({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
    // Only the first value is written in; afterwards the element is the source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const run = (command: string) => {
    ref.current?.focus();
    document.execCommand(command);
    onChange(ref.current?.innerHTML ?? '');
  };
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
        <IconButton
          size="small"
          aria-label={t('editor.bold')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('bold')}
        >
          <FormatBold fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('editor.italic')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('italic')}
        >
          <FormatItalic fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('editor.bulletedList')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('insertUnorderedList')}
        >
          <FormatListBulleted fontSize="small" />
        </IconButton>
      </Stack>
      <Box
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
        sx={{ minHeight: 140, p: 1.5, outline: 'none', '& ul': { pl: 3 } }}
      />
    </Box>
  );
}
