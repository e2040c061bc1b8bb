import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

/** An Indian mobile number input: +91 shown, numeric keypad on phones. */
export function PhoneField(props: Partial<OutlinedFieldProps>) {
  const { t } = useTranslation();
  return (
    <OutlinedField
      label={t('field.mobileNumber')}
      type="tel"
      autoComplete="tel-national"
      {...props}
      startAdornment={<InputAdornment position="start">+91</InputAdornment>}
      inputProps={{ inputMode: 'tel', maxLength: 16 }}
    />
  );
}
