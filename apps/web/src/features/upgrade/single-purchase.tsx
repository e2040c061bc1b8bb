import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SinglePurchaseKind } from '@panel/shared/schemas/payment.ts';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-number';
import { pdfCardsByBusinessQuery } from './api/get-pdf-cards-by-business';
import { unpaidVideosQuery } from './api/get-unpaid-videos';
import type { UpgradeLayer } from '@/lib/open-upgrade';
import type { Area } from './use-purchase';

/**
 * The products sold by the piece next to the plans (spec section 2): the PDF ID card and the
 * promotional video. One panel and one purchase step serve both; only the words and the list of
 * items that can be paid for differ.
 */
export interface SinglePurchasePlan {
  id: string;
  price: number;
}

interface PayableItem {
  no: number;
  label: string;
}

/**
 * A product's words are the `upgrade` catalogue's `single.<kind>.*` keys: title, offer ("Single
 * purchase: … for ₹99."), buy, number (the admin's field when the business has nothing listed),
 * loading, none (nothing to pay for yet, with a <make> link to make one: not <link>, an HTML void
 * element to Trans) and confirm (the admin's question).
 */
interface SingleProduct {
  layer: UpgradeLayer;
  /** Where the customer makes an item to pay for when there is none yet. */
  makePath: (businessId: string) => string;
}

export const SINGLE_PRODUCTS: Record<SinglePurchaseKind, SingleProduct> = {
  pdf_card: {
    layer: 'pdf-card',
    makePath: (b) => `/customer/pdf-card-templates?businessId=${encodeURIComponent(b)}`,
  },
  video: {
    layer: 'video',
    makePath: (b) => `/customer/video-templates?businessId=${encodeURIComponent(b)}`,
  },
};

/** The business's items this purchase can pay for: its PDF ID cards, or its videos waiting for payment. */
function usePayableItems(kind: SinglePurchaseKind, businessId: string) {
  const pdfCards = useQuery({
    ...pdfCardsByBusinessQuery(businessId),
    enabled: kind === 'pdf_card',
    select: (list): PayableItem[] =>
      list.map((c) => ({ no: c.pdfCardNo, label: `#${c.pdfCardNo} ${c.companyName ?? ''}` })),
  });
  const videos = useQuery({
    ...unpaidVideosQuery(businessId),
    enabled: kind === 'video',
    select: (list): PayableItem[] =>
      list.map((v) => ({ no: v.videoNo, label: `#${v.videoNo} ${v.templateName}` })),
  });
  return kind === 'pdf_card' ? pdfCards : videos;
}

/** A single-purchase panel beside the plans, shown when the agency sells the product. */
export function SinglePurchasePanel({
  kind,
  plan,
  highlight,
  onBuy,
}: {
  kind: SinglePurchaseKind;
  plan: SinglePurchasePlan;
  /** Shown under the text: why the customer was sent here (e.g. a video waiting for payment). */
  highlight?: string;
  onBuy: () => void;
}) {
  const { t } = useTranslation('upgrade');
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={highlight ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <div style={{ flex: 1, minWidth: 200 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t(`single.${kind}.title`)}
          </Typography>
          <Typography color="text.secondary">
            {t(`single.${kind}.offer`, { price: formatMoney(plan.price) })}
          </Typography>
          {highlight && <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{highlight}</Typography>}
        </div>
        <Button variant={highlight ? 'contained' : 'outlined'} onClick={onBuy}>
          {t(`single.${kind}.buy`)}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The purchase step for one item: which one, then pay (customer) or update manually (admin). */
export function SinglePurchaseDialog({
  kind,
  area,
  plan,
  businessId,
  presetNo,
  busy,
  onPay,
  onClose,
}: {
  kind: SinglePurchaseKind;
  area: Area;
  plan: SinglePurchasePlan;
  businessId: string;
  presetNo?: number;
  busy: boolean;
  onPay: (itemNo: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('upgrade');
  const titleId = useId();
  const items = usePayableItems(kind, businessId);
  const [chosen, setChosen] = useState<string>(presetNo ? String(presetNo) : '');
  const itemNo = Number(chosen);
  const valid = Number.isInteger(itemNo) && itemNo > 0;
  const list = items.data ?? [];
  // A preset item no longer listed (paid meanwhile, or another business's) is still shown by number.
  const options =
    presetNo && !list.some((i) => i.no === presetNo)
      ? [{ no: presetNo, label: `#${presetNo}` }, ...list]
      : list;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(`single.${kind}.title`)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('single.price', { price: formatMoney(plan.price) })}</Typography>
        {items.isPending ? (
          <CircularProgress size={24} aria-label={t(`single.${kind}.loading`)} />
        ) : items.isError ? (
          <Alert severity="error">{errorMessage(items.error)}</Alert>
        ) : options.length > 0 ? (
          <TextField
            select
            fullWidth
            label={t(`single.${kind}.title`)}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            {options.map((i) => (
              <MenuItem key={i.no} value={String(i.no)}>
                {i.label}
              </MenuItem>
            ))}
          </TextField>
        ) : area === 'admin' ? (
          <TextField
            fullWidth
            label={t(`single.${kind}.number`)}
            inputMode="numeric"
            value={chosen}
            onChange={(e) => setChosen(e.target.value.replace(/\D/g, ''))}
          />
        ) : (
          <Alert severity="info">
            <Trans
              t={t}
              i18nKey={`single.${kind}.none`}
              components={{ make: <RouterLink to={SINGLE_PRODUCTS[kind].makePath(businessId)} /> }}
            />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!valid || busy} onClick={() => onPay(itemNo)}>
          {area === 'admin' ? t('single.updatePayment') : t('single.pay', { price: formatMoney(plan.price) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
