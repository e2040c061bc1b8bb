import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortPlansForDisplay } from '@panel/shared/plans/rules.ts';
import type { SubscriptionPlan } from '@panel/shared/schemas/plan.ts';
import { EmptyPage } from '@/components/empty-page';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { formatMoney } from '@/lib/format-number';
import { describeLimits } from '@/lib/plan-features';
import { agencyDetailsQuery } from '@/lib/session';
import { subscriptionPlansQuery } from '@/lib/subscription-plans';
import { useDeletePlan } from './api/delete-plan';
import { toPlanInput, useSavePlan } from './api/save-plan';
import { reorder } from './display-order';
import { PlanFormDialog } from './plan-form-dialog';
import { ReceiptDetailsPanel } from './receipt-details-panel';

/** /panel/admin/plans-pricing-management: the plans customers see in the upgrade dialog, in its order. */
export default function PlansManagementPage() {
  const { t } = useTranslation('plans-management');
  const plans = useQuery(subscriptionPlansQuery());
  const agency = useQuery(agencyDetailsQuery);
  const save = useSavePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<SubscriptionPlan | 'new' | null>(null);

  if (plans.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void plans.refetch()}>
            {t('page.retry')}
          </Button>
        }
      >
        {errorMessage(plans.error)}
      </Alert>
    );
  if (!plans.data || !agency.data)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('page.loading')} />
      </Box>
    );

  const sorted = sortPlansForDisplay(plans.data);
  const busy = save.isPending || remove.isPending;
  const move = async (index: number, direction: -1 | 1) => {
    for (const p of reorder(sorted, index, direction)) await save.mutateAsync(toPlanInput(p));
  };
  const confirmDelete = async (p: SubscriptionPlan) => {
    const ok = await dialogs.confirm({
      title: t('delete.title'),
      message: t('delete.message', { name: p.name }),
      confirmLabel: t('delete.confirm'),
    });
    if (ok) remove.mutate(p.subscriptionPlanId);
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography color="text.secondary">{t('page.orderHint')}</Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          {t('page.add')}
        </Button>
      </Stack>
      {sorted.length === 0 ? (
        <EmptyPage empty={t('page.empty')} description={t('page.emptyText')} />
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('page.list')}
        >
          {sorted.map((p, i) => (
            <Paper
              component="li"
              key={p.subscriptionPlanId}
              variant="outlined"
              sx={{ p: 2 }}
              aria-label={p.name}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                      {p.name}
                    </Typography>
                    {p.isFreeTrialPlan && <Chip size="small" color="success" label={t('page.freeTrial')} />}
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('page.order', { order: p.displayOrder })}
                    />
                  </Stack>
                  <Typography>
                    {formatMoney(p.price)} · {t('page.validity', { count: p.validity, unit: p.validityUnit })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {describeLimits(p.limits).join(' · ')}
                  </Typography>
                </Box>
                <Stack direction="row">
                  <IconButton
                    aria-label={t('page.moveUp', { name: p.name })}
                    disabled={busy || i === 0}
                    onClick={() => void move(i, -1)}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    aria-label={t('page.moveDown', { name: p.name })}
                    disabled={busy || i === sorted.length - 1}
                    onClick={() => void move(i, 1)}
                  >
                    <ArrowDownward />
                  </IconButton>
                  <IconButton
                    aria-label={t('page.edit', { name: p.name })}
                    disabled={busy}
                    onClick={() => setEditing(p)}
                  >
                    <Edit />
                  </IconButton>
                  <IconButton
                    aria-label={t('page.delete', { name: p.name })}
                    disabled={busy}
                    onClick={() => void confirmDelete(p)}
                  >
                    <Delete />
                  </IconButton>
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <ReceiptDetailsPanel />
      {editing && (
        <PlanFormDialog
          plan={editing === 'new' ? null : editing}
          nextDisplayOrder={(sorted[0]?.displayOrder ?? 0) + 10}
          imagePost={agency.data.configuration.imagePost}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
