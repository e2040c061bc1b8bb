import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { START_YEAR } from '@panel/shared/constants.ts';
import { PAYMENT_STATUS, type PaymentRecord } from '@panel/shared/schemas/payment.ts';
import {
  AGENCY_BILLING_KEY,
  AGENCY_PAYMENT_KINDS,
  agencyPaymentsQuery,
  monthBillQuery,
  moveBillCard,
  outstandingAmountQuery,
  type AgencyPaymentKind,
} from '@/lib/agency-billing';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { formatInstantDate, formatMonthName } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-number';
import { ListPagination } from './list-pagination';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const CARDS_PER_PAGE = 20;

/**
 * An agency's bill to the platform: outstanding amount, the monthly bill with its cards, and the
 * annual, agency image and PDF card payments. Billing shows it for the admin's own agency with
 * pay-online links; Agency Management (superadmin) may also move cards out of a bill or add them in.
 */
export function AgencyBill({ agencyId, manage }: { agencyId?: string; manage: boolean }) {
  const { t } = useTranslation();
  const now = new Date();
  const [month, setMonth] = useState(now.getMonth() + 1);
  const [year, setYear] = useState(now.getFullYear());
  // The bill's cards, a page at a time (0-based, as TablePagination counts): an agency may have 100,000.
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(CARDS_PER_PAGE);
  const outstanding = useQuery(outstandingAmountQuery(agencyId));
  const bill = useQuery(monthBillQuery(month, year, { agencyId, page: page + 1, limit }));
  const years = Array.from(
    { length: now.getFullYear() - Math.max(START_YEAR, now.getFullYear() - 10) + 1 },
    (_, i) => now.getFullYear() - i,
  );

  return (
    <Stack spacing={2}>
      <Section title={t('bill.outstandingAmount')}>
        <QueryState query={outstanding}>
          {(d) => (
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {formatMoney(d.outstandingAmount)}
            </Typography>
          )}
        </QueryState>
      </Section>

      <Section title={t('bill.monthly')}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('bill.month')}
            value={month}
            onChange={(e) => {
              setMonth(Number(e.target.value));
              setPage(0);
            }}
          >
            {MONTHS.map((m) => (
              <MenuItem key={m} value={m}>
                {formatMonthName(m)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('bill.year')}
            value={year}
            onChange={(e) => {
              setYear(Number(e.target.value));
              setPage(0);
            }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <QueryState query={bill}>
          {(b) => (
            <Stack spacing={1.5}>
              <Typography>
                {t('bill.summary', {
                  count: b.totalCards,
                  fee: formatMoney(b.cardFee),
                  amount: formatMoney(b.amount),
                  paid: formatMoney(b.paid),
                })}
                {b.creditBroughtForward > 0 &&
                  t('bill.credit', { credit: formatMoney(b.creditBroughtForward) })}{' '}
                {t('bill.outstanding')} <strong>{formatMoney(b.outstanding)}</strong>
              </Typography>
              {b.creditCarriedForward > 0 && (
                <Alert severity="info">
                  {t('bill.creditCarried', { credit: formatMoney(b.creditCarriedForward) })}
                </Alert>
              )}
              {b.totalCards === 0 ? (
                <Typography color="text.secondary">{t('bill.noCards')}</Typography>
              ) : (
                <Box>
                  <Stack
                    direction="row"
                    sx={{ flexWrap: 'wrap', gap: 1, opacity: bill.isPlaceholderData ? 0.5 : 1 }}
                    aria-label={t('bill.cardsInBill')}
                    aria-busy={bill.isPlaceholderData}
                  >
                    {b.cards.map((cardNo) => (
                      <BillCardChip
                        key={cardNo}
                        cardNo={cardNo}
                        manage={manage}
                        target={{ agencyId, month, year }}
                      />
                    ))}
                  </Stack>
                  {bill.isPlaceholderData && (
                    <LinearProgress aria-label={t('bill.cardsLoading')} sx={{ mt: 1 }} />
                  )}
                  <ListPagination
                    count={b.totalCards}
                    page={page}
                    onPageChange={setPage}
                    limit={limit}
                    onLimitChange={setLimit}
                    limits={[CARDS_PER_PAGE, 50, 100]}
                    limitLabel={t('bill.cardsPerPage')}
                  />
                </Box>
              )}
              {manage && <AddCardInBill target={{ agencyId, month, year }} />}
              {!manage && b.outstanding > 0 && (
                <Button
                  component={RouterLink}
                  to={`/payment/month-payment?month=${month}&year=${year}`}
                  variant="contained"
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('bill.payOnline')}
                </Button>
              )}
              <RecordList records={b.records} />
            </Stack>
          )}
        </QueryState>
      </Section>

      {(Object.keys(AGENCY_PAYMENT_KINDS) as AgencyPaymentKind[]).map((kind) => (
        <LumpSumSection key={kind} kind={kind} agencyId={agencyId} payOnline={!manage} />
      ))}
    </Stack>
  );
}

type Target = { agencyId?: string; month: number; year: number };

function useMoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { direction: 'move-out-card' | 'add-card-in-bill'; body: Target & { cardNo: number } }) =>
      moveBillCard(v.direction, v.body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGENCY_BILLING_KEY }),
  });
}

function BillCardChip({ cardNo, manage, target }: { cardNo: number; manage: boolean; target: Target }) {
  const move = useMoveCard();
  const { t } = useTranslation();
  const moveOut = async () => {
    const ok = await dialogs.confirm({ message: t('bill.moveOutConfirm', { cardNo: String(cardNo) }) });
    if (ok) move.mutate({ direction: 'move-out-card', body: { ...target, cardNo } });
  };
  return (
    <Chip
      label={t('bill.card', { cardNo: String(cardNo) })}
      onDelete={manage ? () => void moveOut() : undefined}
      disabled={move.isPending}
      aria-label={
        manage
          ? t('bill.cardMoveOut', { cardNo: String(cardNo) })
          : t('bill.card', { cardNo: String(cardNo) })
      }
    />
  );
}

function AddCardInBill({ target }: { target: Target }) {
  const move = useMoveCard();
  const { t } = useTranslation();
  const [cardNo, setCardNo] = useState('');
  return (
    <Stack
      direction="row"
      spacing={1}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        move.mutate(
          { direction: 'add-card-in-bill', body: { ...target, cardNo: Number(cardNo) } },
          { onSuccess: () => setCardNo('') },
        );
      }}
    >
      <TextField
        size="small"
        label={t('bill.cardNumber')}
        value={cardNo}
        inputMode="numeric"
        onChange={(e) => setCardNo(e.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" variant="outlined" disabled={!cardNo || move.isPending}>
        {t('bill.addCard')}
      </Button>
    </Stack>
  );
}

function LumpSumSection({
  kind,
  agencyId,
  payOnline,
}: {
  kind: AgencyPaymentKind;
  agencyId?: string;
  payOnline: boolean;
}) {
  const { t } = useTranslation();
  const records = useQuery(agencyPaymentsQuery(kind, agencyId));
  const k = AGENCY_PAYMENT_KINDS[kind];
  return (
    <Section title={t(k.label)}>
      {payOnline && k.online && (
        <Button component={RouterLink} to="/payment/agency-image-payment" variant="outlined" sx={{ mb: 1 }}>
          {t('bill.payOnline')}
        </Button>
      )}
      <QueryState query={records}>{(d) => <RecordList records={d.list} />}</QueryState>
    </Section>
  );
}

/** What a record paid for, when it names it: the plan, the PDF card or the promotional video. */
const subjectOf = (r: PaymentRecord, t: TFunction): string | null =>
  r.videoNo !== null
    ? t('record.video', { number: String(r.videoNo) })
    : r.pdfCardNo !== null
      ? t('record.pdfCard', { number: String(r.pdfCardNo) })
      : r.planName;

/** Records newest first: number, what for, amount, date, how it was paid. */
/** Payment records, newest first; with `onCancel`, a paid record offers to be cancelled. */
export function RecordList({
  records,
  onCancel,
}: {
  records: PaymentRecord[];
  onCancel?: (record: PaymentRecord) => void;
}) {
  const { t } = useTranslation();
  if (records.length === 0) return <Typography color="text.secondary">{t('record.none')}</Typography>;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {records.map((r) => (
        <Stack
          component="li"
          key={r.recordNo}
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography sx={{ fontWeight: 600 }}>#{r.recordNo}</Typography>
          {subjectOf(r, t) && <Typography>{subjectOf(r, t)}</Typography>}
          <Typography>{formatMoney(r.amount)}</Typography>
          <Typography color="text.secondary">{formatInstantDate(r.createdAt)}</Typography>
          <Chip
            size="small"
            label={r.throughGateway ? t('record.online') : t('record.manual')}
            variant="outlined"
          />
          {r.status === PAYMENT_STATUS.CANCELLED && (
            <Chip size="small" color="warning" label={t('record.cancelled')} />
          )}
          {onCancel && r.status === PAYMENT_STATUS.PAID && (
            <Button
              size="small"
              color="error"
              onClick={() => onCancel(r)}
              aria-label={t('record.cancel', { recordNo: String(r.recordNo) })}
            >
              {t('action.cancel')}
            </Button>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function QueryState<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: Error | null; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t('action.retry')}
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Alert>
    );
  if (query.data === undefined) return <CircularProgress size={24} aria-label={t('state.loading')} />;
  return <>{children(query.data)}</>;
}
