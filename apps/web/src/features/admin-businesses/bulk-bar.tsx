import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkBusinessBody } from '@panel/shared/schemas/bulk.ts';
import type { Notice } from '@/components/staff-list-page';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { subscriptionPlansQuery } from '@/lib/subscription-plans';
import { useBulkBusinesses } from './api/bulk-businesses';

/** Actions on the selected rows of All Businesses: assign a plan, extend validity by N days, deactivate cards. */
export function BulkBar({
  selected,
  onDone,
}: {
  selected: string[];
  onDone: (notice: Notice, clear: boolean) => void;
}) {
  const { t } = useTranslation('admin-businesses');
  const plans = useQuery(subscriptionPlansQuery());
  const bulk = useBulkBusinesses();
  const [planId, setPlanId] = useState('');
  const [days, setDays] = useState('30');
  const businesses = t('bulk.count', { count: selected.length });

  const run = async (
    body: Omit<BulkBusinessBody, 'businessIds'>,
    confirm: { title: string; message: string },
  ) => {
    if (!(await dialogs.confirm(confirm))) return;
    try {
      const r = await bulk.mutateAsync({ ...body, businessIds: selected });
      const updated = t('bulk.updated', { updated: r.updated });
      const text = r.skipped.length
        ? t('bulk.updatedSkipped', { updated, skipped: r.skipped.length, reason: r.skipped[0]?.reason ?? '' })
        : updated;
      onDone({ kind: 'success', text }, true);
    } catch (error) {
      onDone({ kind: 'error', text: errorMessage(error) }, false);
    }
  };
  const dayCount = Number(days);

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={t('bulk.label')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Typography sx={{ fontWeight: 600 }}>{t('bulk.selected', { businesses })}</Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            label={t('filter.plan')}
            value={planId}
            onChange={(e) => setPlanId(e.target.value)}
            sx={{ minWidth: 180 }}
          >
            {(plans.data ?? [])
              .filter((p) => !p.isFreeTrialPlan)
              .map((p) => (
                <MenuItem key={p.subscriptionPlanId} value={p.subscriptionPlanId}>
                  {p.name}
                </MenuItem>
              ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!planId || bulk.isPending}
            onClick={() =>
              void run(
                { action: 'assignPlan', subscriptionPlanId: planId },
                { title: t('bulk.assign'), message: t('bulk.assignConfirm', { businesses }) },
              )
            }
          >
            {t('bulk.assign')}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            type="number"
            label={t('bulk.days')}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            sx={{ width: 100 }}
            slotProps={{ htmlInput: { min: 1, max: 366 } }}
          />
          <Button
            variant="outlined"
            disabled={!(dayCount >= 1 && dayCount <= 366) || bulk.isPending}
            onClick={() =>
              void run(
                { action: 'extend', days: dayCount },
                { title: t('bulk.extend'), message: t('bulk.extendConfirm', { businesses, days: dayCount }) },
              )
            }
          >
            {t('bulk.extend')}
          </Button>
        </Stack>
        <Button
          color="error"
          variant="outlined"
          disabled={bulk.isPending}
          onClick={() =>
            void run(
              { action: 'deactivateCards' },
              {
                title: t('bulk.deactivate'),
                message: t('bulk.deactivateConfirm', { businesses }),
              },
            )
          }
        >
          {t('bulk.deactivate')}
        </Button>
      </Stack>
    </Paper>
  );
}
