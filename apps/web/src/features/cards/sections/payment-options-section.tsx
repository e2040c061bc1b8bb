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
import { useTranslation } from 'react-i18next';

/** An example of the UPI id's shape, not a text. */
const UPI_EXAMPLE = 'name@bank';
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
  const { t } = useTranslation('cards');
  const form = useForm<Form, unknown, z.output<typeof schema>>({
    resolver: sectionResolver(schema),
    defaultValues: toForm(card.paymentOptions),
  });
  useDraft(form.control, schema, 'paymentOptions', onDraft);
  const { onSubmit, saving, status } = useSectionSave(
    'paymentOptions',
    card.cardNo,
    form,
    t('payment.saved'),
  );
  const qr = useFieldArray({ control: form.control, name: 'paymentQrImages' });
  const [showBank, setShowBank] = useState(card.paymentOptions?.bankAccount !== undefined);
  const e = form.formState.errors;
  return (
    <SectionPanel
      id="payment-options"
      title={t('sectionName.paymentOptions')}
      summary={card.paymentOptions?.upiId ?? t('payment.summary')}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('payment.upiId')}
            placeholder={UPI_EXAMPLE}
            fullWidth
            {...muiField(form.register('upiId'), e.upiId)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('payment.payeeName')}
            fullWidth
            {...muiField(form.register('payeeName'), e.payeeName)}
          />
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
        label={t('payment.showBank')}
      />
      {showBank && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('payment.holder')}
              fullWidth
              {...muiField(form.register('bankAccount.accountHolderName'), e.bankAccount?.accountHolderName)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('payment.accountNumber')}
              inputMode="numeric"
              fullWidth
              {...muiField(form.register('bankAccount.accountNumber'), e.bankAccount?.accountNumber)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label={t('payment.ifsc')}
              fullWidth
              {...muiField(form.register('bankAccount.ifsc'), e.bankAccount?.ifsc)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label={t('payment.bankName')}
              fullWidth
              {...muiField(form.register('bankAccount.bankName'), e.bankAccount?.bankName)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label={t('payment.branch')}
              fullWidth
              {...muiField(form.register('bankAccount.branch'), e.bankAccount?.branch)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="bankAccount.accountType"
              render={({ field }) => (
                <TextField select label={t('payment.accountType')} fullWidth {...field} inputRef={field.ref}>
                  <MenuItem value="">
                    <em>{t('common.notSpecified')}</em>
                  </MenuItem>
                  <MenuItem value="Savings">{t('payment.savings')}</MenuItem>
                  <MenuItem value="Current">{t('payment.current')}</MenuItem>
                </TextField>
              )}
            />
          </Grid>
        </Grid>
      )}
      <Typography variant="subtitle2">{t('payment.qrImages')}</Typography>
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
                label={t('payment.qr', { n: i + 1 })}
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
            label={t('payment.label')}
            size="small"
            sx={{ flex: 1 }}
            {...muiField(form.register(`paymentQrImages.${i}.label`), e.paymentQrImages?.[i]?.label)}
          />
          <ListItemControls
            index={i}
            count={qr.fields.length}
            label={t('payment.qrItem', { n: i + 1 })}
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
          {t('payment.addQr')}
        </Button>
      )}
    </SectionPanel>
  );
}
