import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@panel/shared/schemas/business.ts';
import { errorMessage } from '@/lib/api-client';
import { businessSearchQuery } from '@/lib/business-search';

/** Staff: choose a business by name or phone (whom to upgrade, whose payments to see). */
export function BusinessPicker({
  value,
  onChange,
}: {
  value: Business | null;
  onChange: (b: Business | null) => void;
}) {
  const [input, setInput] = useState('');
  const { t } = useTranslation();
  const search = useDeferredValue(input.trim());
  const result = useQuery(businessSearchQuery(search));
  return (
    <Autocomplete
      value={value}
      onChange={(_e, b) => onChange(b)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      options={result.data?.list ?? []}
      filterOptions={(x) => x}
      loading={result.isFetching}
      getOptionLabel={(b) => `${b.businessName}${b.user.phoneNumber ? ` (${b.user.phoneNumber})` : ''}`}
      isOptionEqualToValue={(a, b) => a.businessId === b.businessId}
      noOptionsText={result.isError ? errorMessage(result.error) : t('businessPicker.none')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('businessPicker.label')}
          placeholder={t('businessPicker.placeholder')}
        />
      )}
      sx={{ maxWidth: 480 }}
    />
  );
}
