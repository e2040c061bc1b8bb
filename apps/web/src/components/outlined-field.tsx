import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label'> {
  label: ReactNode;
  helperText?: ReactNode;
}

/**
 * A text field as MUI's outlined TextField draws it, from the parts TextField is made of (label,
 * input and helper text, linked for screen readers). TextField itself also brings its select and
 * other variants (Select, Menu, Popover: some 8 KB of brotli), which the sign-in pages do not use.
 */
export function OutlinedField({
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth = true,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl error={error} required={required} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} fullWidth={fullWidth} aria-describedby={helperTextId} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
