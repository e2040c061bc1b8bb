import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Control, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  type Franchisee,
  franchiseeEditBodySchema,
  franchiseeSignupBodySchema,
  STAFF_PERMISSION_OPTIONS,
  STAFF_ROLE_LABELS,
} from '@panel/shared/schemas/auth.ts';
import { FormDialog } from '@/components/form-dialog';
import { applyServerErrors, muiField } from '@/lib/forms';
import { useSaveFranchisee } from './api/save-franchisee';

interface FormInput {
  franchiseeId?: string;
  name: string;
  phoneNumber: string;
  email: string;
  roles: string[];
  permissions: string[];
  hideBilling: boolean;
  isActive: boolean;
}

// A blank e-mail box means "none": left out on sign-up, cleared (null) on edit.
const signupSchema = z.preprocess(
  (v) => ({ ...(v as FormInput), email: (v as FormInput).email.trim() || undefined, isActive: undefined }),
  franchiseeSignupBodySchema,
);
const editSchema = z.preprocess((v) => {
  const { phoneNumber: _phone, ...rest } = v as FormInput;
  return { ...rest, email: rest.email.trim() || null };
}, franchiseeEditBodySchema);
const resolverFor = (editing: boolean) =>
  zodResolver((editing ? editSchema : signupSchema) as never) as unknown as Resolver<FormInput>;

/** Sign up a franchisee or creator, or edit one: name, roles, permissions (checkboxes), billing, active. */
export function FranchiseeDialog({
  franchisee,
  grantable,
  onClose,
  onSaved,
}: {
  /** null: sign up a new staff member. */
  franchisee: Franchisee | null;
  /** Roles this admin may hand out (staff-rules.ts); the others are not offered. */
  grantable: readonly string[];
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const { t } = useTranslation('franchisees');
  const editing = franchisee !== null;
  const save = useSaveFranchisee();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormInput>({
    resolver: resolverFor(editing),
    defaultValues: {
      franchiseeId: franchisee?.franchiseeId,
      name: franchisee?.name ?? '',
      phoneNumber: franchisee?.phoneNumber ?? '',
      email: franchisee?.email ?? '',
      roles: franchisee?.roles ?? ['franchisee'],
      permissions: franchisee?.permissions ?? [],
      hideBilling: franchisee?.configuration.hideBilling ?? false,
      isActive: franchisee?.isActive ?? true,
    },
  });
  const e = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      // The resolver already parsed `values` through the shared schema of this call.
      if (editing) await save.mutateAsync({ edit: values as never });
      else await save.mutateAsync({ signup: values as never });
      onSaved(t(editing ? 'dialog.saved' : 'dialog.signedUp', { name: values.name }));
      onClose();
    } catch (err) {
      setError(applyServerErrors(err, form.setError, ['name', 'phoneNumber', 'email', 'roles']));
    }
  });
  const roleOptions = Object.keys(STAFF_ROLE_LABELS)
    .filter((role) => grantable.includes(role))
    .map((role) => [role, t(`role.${role}`)] as const);
  const permissionOptions = STAFF_PERMISSION_OPTIONS.map(([p]) => [p, t(`permission.${p}`)] as const);

  return (
    <FormDialog
      title={editing ? t('dialog.editTitle', { name: franchisee.name }) : t('dialog.signUpTitle')}
      error={error}
      submitting={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="sm"
    >
      <TextField label={t('dialog.name')} required fullWidth {...muiField(form.register('name'), e.name)} />
      {!editing && (
        <TextField
          label={t('dialog.mobile')}
          type="tel"
          required
          fullWidth
          {...muiField(form.register('phoneNumber'), e.phoneNumber)}
          helperText={e.phoneNumber?.message ?? t('dialog.mobileHelp')}
        />
      )}
      <TextField
        label={t('dialog.email')}
        type="email"
        fullWidth
        {...muiField(form.register('email'), e.email)}
      />
      <CheckboxGroup
        control={form.control}
        name="roles"
        label={t('dialog.role')}
        options={roleOptions}
        error={e.roles?.message}
      />
      <CheckboxGroup
        control={form.control}
        name="permissions"
        label={t('dialog.permissions')}
        options={permissionOptions}
      />
      <Controller
        control={form.control}
        name="hideBilling"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(ev) => field.onChange(ev.target.checked)} />}
            label={t('dialog.hideBilling')}
          />
        )}
      />
      {editing && (
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(ev) => field.onChange(ev.target.checked)} />}
              label={t('dialog.active')}
            />
          )}
        />
      )}
    </FormDialog>
  );
}

function CheckboxGroup({
  control,
  name,
  label,
  options,
  error,
}: {
  control: Control<FormInput>;
  name: 'roles' | 'permissions';
  label: string;
  options: readonly (readonly [string, string])[];
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl component="fieldset" error={Boolean(error)}>
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup row>
            {options.map(([value, text]) => (
              <FormControlLabel
                key={value}
                label={text}
                control={
                  <Checkbox
                    checked={field.value.includes(value)}
                    onChange={(ev) =>
                      field.onChange(
                        ev.target.checked ? [...field.value, value] : field.value.filter((v) => v !== value),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
