import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const WIRE = 'yyyy-MM-dd';
const SHOWN = 'dd/MM/yyyy';

/** 'dd/mm/yyyy' (also with - or .), or a pasted 'yyyy-mm-dd', as the wire date; null if neither. */
export function parseDateText(text: string): string | null {
  const t = text.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(t) ? parse(t, WIRE, new Date()) : null;
  const dmy = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/.test(t)
    ? parse(t.replace(/[.-]/g, '/'), 'd/M/yyyy', new Date())
    : null;
  const date = iso ?? dmy;
  return date && isValid(date) ? format(date, WIRE) : null;
}

const shown = (wire: string | null) => {
  if (!wire) return '';
  const date = parse(wire, WIRE, new Date());
  return isValid(date) ? format(date, SHOWN) : wire;
};

/**
 * A calendar date typed and shown as dd/mm/yyyy whatever the browser's language (a native date
 * input follows the browser, so an en-US phone would show mm/dd/yyyy), with the phone's own
 * calendar one tap away. The value is the wire form 'yyyy-MM-dd', or null when empty; text that is
 * not a date is kept on screen and flagged, and changes nothing.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  size,
  fullWidth,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => shown(value));
  const [last, setLast] = useState(value);
  const [bad, setBad] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A new value from outside (a reset, the calendar) replaces what is typed.
  if (value !== last) {
    setLast(value);
    if (value !== parseDateText(text)) setText(shown(value));
  }

  const type = (next: string) => {
    setText(next);
    setBad(false);
    if (next.trim() === '') onChange(null);
    else {
      const wire = parseDateText(next);
      if (wire) onChange(wire);
    }
  };

  return (
    <Box sx={{ position: 'relative', width: fullWidth ? '100%' : undefined }}>
      <TextField
        label={label}
        value={text}
        placeholder={t('date.placeholder')}
        size={size}
        fullWidth={fullWidth}
        onChange={(e) => type(e.target.value)}
        onBlur={() => {
          const wire = parseDateText(text);
          if (text.trim() !== '' && !wire) setBad(true);
          else if (wire) setText(shown(wire));
          onBlur?.();
        }}
        error={error || bad}
        helperText={bad ? t('date.formatHint') : helperText}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size={size}
                  aria-label={t('date.openCalendar')}
                  onClick={() => picker.current?.showPicker()}
                >
                  <CalendarMonth fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {/* The calendar itself: the browser's own picker, read back as the wire date. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: 1,
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
