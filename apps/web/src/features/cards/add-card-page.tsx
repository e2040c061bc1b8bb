import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { CONTACT_MESSAGES } from '@panel/shared/card/contact-fields.ts';
import type { Card } from '@panel/shared/schemas/card.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { ApiError } from '@/lib/api-client';
import { businessQuery } from '@/lib/business';
import { businessCategoriesQuery } from '@/lib/business-categories';
import { type CardAddTarget, areaOfEditorPath, cardEditPath, readCardAddQuery } from '@/lib/card-routes';
import { cardsByBusinessQuery } from '@/lib/cards-by-business';
import { setCardData } from '@/lib/card-data';
import { selectBusiness, useCurrentBusiness } from '@/lib/current-business';
import { customerUserQuery } from '@/lib/session';
import { applyServerErrors } from '@/lib/forms';
import { localizeMessage } from '@/lib/i18n';
import { useUpdateCardBasicDetails } from './api/update-card-basic-details';
import { askOneCardPerBusiness } from './one-card-per-business';
import { stripPrefix } from './sections/basic-details-section';
import {
  BASIC_DETAILS_FIELDS,
  BasicDetailsFields,
  basicDetailsFromBusiness,
  toBasicDetailsForm,
  useBasicDetailsForm,
  type BasicDetailsForm,
} from './sections/basic-details-fields';
import { useTranslation } from 'react-i18next';

/**
 * /panel/customer/cards/add?<base64 businessId> or ?<base64 userId&isForeignUser> (agency-only
 * digital card mode, where the card's basic details also create the business).
 */
export default function AddCardPage() {
  const { search } = useLocation();
  const target = readCardAddQuery(search);
  if (!target) return <AddForCurrentBusiness />;
  if ('businessId' in target) return <AddForBusiness businessId={target.businessId} />;
  return <CreateCardForm target={target} />;
}

/** Opened from the drawer without a query: the business chosen in the top bar (or the agency-only flow). */
function AddForCurrentBusiness() {
  const { current, isPending } = useCurrentBusiness();
  const user = useQuery(customerUserQuery);
  const { t } = useTranslation('cards');
  if (isPending || user.isPending) return <LoadingState />;
  if (current) return <AddForBusiness businessId={current.businessId} />;
  if (user.data?.agencyOnlyDigitalCardActivated)
    return <CreateCardForm target={{ userId: user.data.userId, isForeignUser: user.data.isForeignUser }} />;
  return (
    <EmptyState
      title={t('add.noBusinessTitle')}
      text={t('add.noBusinessText')}
      action={
        <Button
          variant="contained"
          component={RouterLink}
          to="/customer/businesses/add?shouldRedirectToDigitalCardEditorOnAddBusiness=true"
        >
          {t('add.addBusiness')}
        </Button>
      }
    />
  );
}

function useOneCardDialog() {
  const navigate = useNavigate();
  const area = areaOfEditorPath(useLocation().pathname);
  const asked = useRef(false);
  return async (existingCardNo: number | null) => {
    if (asked.current) return;
    asked.current = true;
    const addBusiness = await askOneCardPerBusiness();
    if (addBusiness)
      await navigate('/customer/businesses/add?shouldRedirectToDigitalCardEditorOnAddBusiness=true');
    else
      await navigate(existingCardNo ? cardEditPath({ cardNo: existingCardNo }, area) : `/${area}`, {
        replace: true,
      });
  };
}

function AddForBusiness({ businessId }: { businessId: string }) {
  const cards = useQuery(cardsByBusinessQuery(businessId));
  const business = useQuery(businessQuery(businessId));
  const showOneCard = useOneCardDialog();
  // Once this page creates the card, the refreshed list holds it: that is not a second card.
  const [creating, setCreating] = useState(false);
  const { t } = useTranslation('cards');
  const existing = creating ? undefined : cards.data?.[0];
  useEffect(() => {
    if (existing) void showOneCard(existing.cardNo);
  }, [existing, showOneCard]);
  if (cards.isPending || business.isPending) return <LoadingState label={t('add.loadingBusiness')} />;
  if (cards.isError) return <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  if (existing) return <EmptyState title={t('add.alreadyHasCard')} />;
  // Without the business (a failed read) the form simply starts empty.
  const b = business.data;
  return (
    <CreateCardForm
      target={{ businessId }}
      onCreating={setCreating}
      initial={b ? basicDetailsFromBusiness(b) : undefined}
      media={b?.logo && b.logoUrl ? { [b.logo]: { url: b.logoUrl, variants: {} } } : undefined}
    />
  );
}

/** The first step of a new card: its basic details. Saving creates the card and opens the full editor. */
function CreateCardForm({
  target,
  onCreating,
  initial,
  media,
}: {
  target: CardAddTarget;
  onCreating?: (creating: boolean) => void;
  /** Prefilled from the business the card is for. */
  initial?: BasicDetailsForm;
  media?: Card['media'];
}) {
  const navigate = useNavigate();
  const area = areaOfEditorPath(useLocation().pathname);
  const save = useUpdateCardBasicDetails();
  const { t } = useTranslation('cards');
  const showOneCard = useOneCardDialog();
  const agencyOnly = 'userId' in target;
  const categories = useQuery({ ...businessCategoriesQuery, enabled: agencyOnly });
  const [categoryId, setCategoryId] = useState('');
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useBasicDetailsForm(initial ?? toBasicDetailsForm(null));

  const onSubmit = form.handleSubmit(async (basicDetails) => {
    setFormError(null);
    if (agencyOnly && !categoryId) {
      setCategoryError(localizeMessage(CONTACT_MESSAGES.required));
      return;
    }
    onCreating?.(true);
    try {
      const { updatedCard } = await save.mutateAsync(
        'businessId' in target
          ? { businessId: target.businessId, basicDetails }
          : { userId: target.userId, isForeignUser: target.isForeignUser, categoryId, basicDetails },
      );
      // The top bar's business is the customer's own choice; staff working on their behalf leave it be.
      if (area === 'customer') selectBusiness(updatedCard.businessId);
      setCardData({ cardNo: updatedCard.cardNo, cardId: updatedCard.cardId });
      await navigate(cardEditPath({ cardNo: updatedCard.cardNo }, area), { replace: true });
    } catch (error) {
      onCreating?.(false);
      if (error instanceof ApiError && error.status === 409) return void showOneCard(null);
      setFormError(applyServerErrors(stripPrefix(error), form.setError, BASIC_DETAILS_FIELDS));
    }
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860, mx: 'auto' }}
    >
      <Typography variant="h6" component="h2">
        {t('add.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('add.intro')}
      </Typography>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {agencyOnly && (
          <TextField
            select
            label={t('add.category')}
            required
            value={categoryId}
            onChange={(e) => {
              setCategoryId(e.target.value);
              setCategoryError(null);
            }}
            error={!!categoryError}
            helperText={categoryError ?? undefined}
          >
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.categoryId} value={c.categoryId}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <BasicDetailsFields form={form} media={media} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {save.isPending ? t('add.creating') : t('add.create')}
        </Button>
      </Stack>
    </Paper>
  );
}
