import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { bankAccountSchema, paymentOptionsSchema, type PaymentOptions } from '@panel/shared/schemas/card.ts';
import { ImageUploadField } from '@/components/image-upload-field';
import { muiField } from '@/lib/forms';
import { ListItemControls } from '../list-item-controls';
import { SectionPanel } from '../section-panel';
import { sectionResolver, useDraft } from '../section-form';
import { useSectionSave } from '../use-section-save';
import { blankObjectToUndefined } from './form-helpers';
import type { SectionProps } from './section-props';

const schema = paymentOptionsSchema.extend({ bankAccount: blankObjectToUndefined(bankAccountSchema) });

interface Form {
  upiId: string;
  payeeName: string;
  bankAccount: {
    accountHolderName: string;
    accountNumber: string;
    ifsc: string;
    bankName: string;
    branch: string;
    accountType: string;
  };
  paymentQrImages: { image: string; label: string }[];
}

const toForm = (p: PaymentOptions | null): Form => ({
  upiId: p?.upiId ?? '',
  payeeName: p?.payeeName ?? '',
  bankAccount: {
    accountHolderName: p?.bankAccount?.accountHolderName ?? '',
    accountNumber: p?.bankAccount?.accountNumber ?? '',
    ifsc: p?.bankAccount?.ifsc ?? '',
    bankName: p?.bankAccount?.bankName ?? '',
    branch: p?.bankAccount?.branch ?? '',
    accountType: p?.bankAccount?.accountType ?? '',
  },
  paymentQrImages: (p?.paymentQrImages ?? []).map((q) => ({ image: q.image, label: q.label ?? '' })),
});

/** UPI id (shown as a UPI QR and pay link), bank account details and up to 3 payment QR images. */
export function PaymentOptionsSection({ card, onDraft, expanded, onToggle }: SectionProps) {
  const form = useForm<Form, unknown, z.output<typeof schema>>({
    resolver: sectionResolver(schema),
    defaultValues: toForm(card.paymentOptions),
  });
  useDraft(form.control, schema, 'paymentOptions', onDraft);
  const { onSubmit, saving, status } = useSectionSave(
    'paymentOptions',
    card.cardNo,
    form,
    'Payment options saved.',
  );
  const qr = useFieldArray({ control: form.control, name: 'paymentQrImages' });
  const [showBank, setShowBank] = useState(card.paymentOptions?.bankAccount !== undefined);
  const e = form.formState.errors;
  const r = form.register;
  return (
    <SectionPanel
      id="payment-options"
      title="Payment options"
      summary={card.paymentOptions?.upiId ?? 'UPI, bank account and payment QR codes'}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="UPI id" placeholder="name@bank" fullWidth {...muiField(r('upiId'), e.upiId)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Payee name" fullWidth {...muiField(r('payeeName'), e.payeeName)} />
        </Grid>
      </Grid>
      <FormControlLabel
        control={
          <Switch
            checked={showBank}
            onChange={(ev) => {
              setShowBank(ev.target.checked);
              if (!ev.target.checked) form.setValue('bankAccount', toForm(null).bankAccount);
            }}
          />
        }
        label="Show bank account details"
      />
      {showBank && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Account holder name"
              fullWidth
              {...muiField(r('bankAccount.accountHolderName'), e.bankAccount?.accountHolderName)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Account number"
              inputMode="numeric"
              fullWidth
              {...muiField(r('bankAccount.accountNumber'), e.bankAccount?.accountNumber)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label="IFSC" fullWidth {...muiField(r('bankAccount.ifsc'), e.bankAccount?.ifsc)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label="Bank name"
              fullWidth
              {...muiField(r('bankAccount.bankName'), e.bankAccount?.bankName)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label="Branch"
              fullWidth
              {...muiField(r('bankAccount.branch'), e.bankAccount?.branch)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="bankAccount.accountType"
              render={({ field }) => (
                <TextField select label="Account type" fullWidth {...field} inputRef={field.ref}>
                  <MenuItem value="">
                    <em>Not specified</em>
                  </MenuItem>
                  <MenuItem value="Savings">Savings</MenuItem>
                  <MenuItem value="Current">Current</MenuItem>
                </TextField>
              )}
            />
          </Grid>
        </Grid>
      )}
      <Typography variant="subtitle2">Payment QR images</Typography>
      {qr.fields.map((item, i) => (
        <Stack
          key={item.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Controller
            control={form.control}
            name={`paymentQrImages.${i}.image`}
            render={({ field, fieldState }) => (
              <ImageUploadField
                label={`Payment QR ${i + 1}`}
                value={field.value}
                previewUrl={field.value ? card.media[field.value]?.url : null}
                onChange={(ref) => field.onChange(ref ?? '')}
                hierarchy1="card"
                hierarchy2="payment-qr"
                error={fieldState.error?.message}
                size={72}
              />
            )}
          />
          <TextField
            label="Label"
            size="small"
            sx={{ flex: 1 }}
            {...muiField(r(`paymentQrImages.${i}.label`), e.paymentQrImages?.[i]?.label)}
          />
          <ListItemControls
            index={i}
            count={qr.fields.length}
            label={`payment QR ${i + 1}`}
            onMove={qr.move}
            onRemove={qr.remove}
          />
        </Stack>
      ))}
      {qr.fields.length < 3 && (
        <Button
          startIcon={<Add />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => qr.append({ image: '', label: '' })}
        >
          Add payment QR image
        </Button>
      )}
    </SectionPanel>
  );
}
