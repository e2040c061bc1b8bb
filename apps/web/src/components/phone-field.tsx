import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

import { useTranslation } from 'react-i18next';
/** An Indian mobile number input: +91 shown, numeric keypad on phones. */
export function PhoneField(props: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('field.mobileNumber')}
      type="tel"
      autoComplete="tel-national"
      {...props}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
        htmlInput: { inputMode: 'tel', maxLength: 16 },
      }}
    />
  );
}
