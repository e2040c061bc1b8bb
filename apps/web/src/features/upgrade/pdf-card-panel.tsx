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
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPaise } from '@panel/shared/money.ts';
import { errorMessage } from '@/lib/api-client';
import { pdfCardsByBusinessQuery } from './api/get-pdf-cards-by-business';
import type { Area } from './use-purchase';

export interface PdfCardPlan {
  id: string;
  price: number;
}

/** The single-purchase PDF ID card panel (spec section 2), shown when the agency sells PDF ID cards. */
export function PdfCardPanel({ plan, onBuy }: { plan: PdfCardPlan; onBuy: () => void }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="pdf-card-panel-title">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <div style={{ flex: 1, minWidth: 200 }}>
          <Typography id="pdf-card-panel-title" variant="h6" component="h2">
            PDF ID card
          </Typography>
          <Typography color="text.secondary">
            Single purchase: one printable PDF ID card for {formatPaise(plan.price)}.
          </Typography>
        </div>
        <Button variant="outlined" onClick={onBuy}>
          Buy PDF ID card
        </Button>
      </CardContent>
    </Card>
  );
}

/** The purchase step for one PDF ID card: which card, then pay (customer) or update manually (admin). */
export function PdfPurchaseDialog({
  area,
  plan,
  businessId,
  presetPdfCardNo,
  busy,
  onPay,
  onClose,
}: {
  area: Area;
  plan: PdfCardPlan;
  businessId: string;
  presetPdfCardNo?: number;
  busy: boolean;
  onPay: (pdfCardNo: number) => void;
  onClose: () => void;
}) {
  const cards = useQuery(pdfCardsByBusinessQuery(businessId));
  const [chosen, setChosen] = useState<string>(presetPdfCardNo ? String(presetPdfCardNo) : '');
  const pdfCardNo = Number(chosen);
  const valid = Number.isInteger(pdfCardNo) && pdfCardNo > 0;
  const list = cards.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pdf-purchase-title">
      <DialogTitle id="pdf-purchase-title">PDF ID card</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>Price: {formatPaise(plan.price)}</Typography>
        {cards.isPending ? (
          <CircularProgress size={24} aria-label="Loading PDF ID cards" />
        ) : cards.isError ? (
          <Alert severity="error">{errorMessage(cards.error)}</Alert>
        ) : list.length > 0 ? (
          <TextField
            select
            fullWidth
            label="PDF ID card"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            {list.map((c) => (
              <MenuItem key={c.pdfCardNo} value={String(c.pdfCardNo)}>
                #{c.pdfCardNo} {c.companyName ?? ''}
              </MenuItem>
            ))}
          </TextField>
        ) : area === 'admin' ? (
          <TextField
            fullWidth
            label="PDF card number"
            inputMode="numeric"
            value={chosen}
            onChange={(e) => setChosen(e.target.value.replace(/\D/g, ''))}
          />
        ) : presetPdfCardNo ? null : (
          <Alert severity="info">
            This business has no PDF ID card yet.{' '}
            <RouterLink to={`/customer/pdf-card-templates?businessId=${encodeURIComponent(businessId)}`}>
              Create one
            </RouterLink>{' '}
            first, then buy it here.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!valid || busy} onClick={() => onPay(pdfCardNo)}>
          {area === 'admin' ? 'Update payment' : `Pay ${formatPaise(plan.price)}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
