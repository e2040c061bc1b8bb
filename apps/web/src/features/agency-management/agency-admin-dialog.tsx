import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addAgencyAdminBodySchema } from '@panel/shared/schemas/agency.ts';
import { FormDialog } from '@/components/form-dialog';
import { PhoneField } from '@/components/phone-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/forms';
import { useAddAgencyAdmin } from './api/save-agency';

/** Adds an admin to an agency; their password goes to their phone by SMS. */
export function AgencyAdminDialog({
  agencyId,
  agencyName,
  onClose,
}: {
  agencyId: string;
  agencyName: string;
  onClose: (done?: string) => void;
}) {
  const { t } = useTranslation('agency-management');
  const add = useAddAgencyAdmin();
  const [name, setName] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async () => {
    const adminData = { agencyId, name, phoneNumber, ...(email ? { email } : {}) };
    const parsed = addAgencyAdminBodySchema.safeParse({ adminData });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, 1));
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await add.mutateAsync(parsed.data.adminData);
      onClose(t('admin.added', { name, agencyName }));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFormError(errorMessage(error));
    }
  };

  return (
    <FormDialog
      title={t('admin.title', { agencyName })}
      error={formError}
      submitting={add.isPending}
      submitLabel={t('admin.submit')}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      onClose={() => onClose()}
    >
      <TextField
        label={t('admin.name')}
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!errors.name}
        helperText={errors.name}
      />
      <PhoneField
        required
        value={phoneNumber}
        onChange={(e) => setPhoneNumber(e.target.value)}
        error={!!errors.phoneNumber}
        helperText={errors.phoneNumber}
      />
      <TextField
        label={t('admin.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!errors.email}
        helperText={errors.email}
      />
    </FormDialog>
  );
}
