import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TEXTS } from '@panel/shared/constants.ts';
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
  const plans = useQuery(subscriptionPlansQuery());
  const bulk = useBulkBusinesses();
  const [planId, setPlanId] = useState('');
  const [days, setDays] = useState('30');
  const count = `${selected.length} business${selected.length === 1 ? '' : 'es'}`;

  const run = async (
    body: Omit<BulkBusinessBody, 'businessIds'>,
    confirm: { title: string; message: string },
  ) => {
    if (!(await dialogs.confirm(confirm))) return;
    try {
      const r = await bulk.mutateAsync({ ...body, businessIds: selected });
      const skipped = r.skipped.length
        ? ` ${r.skipped.length} left as they were: ${r.skipped[0]?.reason}`
        : '';
      onDone({ kind: 'success', text: `${r.updated} updated.${skipped}` }, true);
    } catch (error) {
      onDone({ kind: 'error', text: errorMessage(error) }, false);
    }
  };
  const dayCount = Number(days);

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label="Bulk actions">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Typography sx={{ fontWeight: 600 }}>{count} selected</Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            label="Plan"
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
                { title: 'Assign plan', message: `${TEXTS.confirmUpgrade} (${count})` },
              )
            }
          >
            Assign plan
          </Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            type="number"
            label="Days"
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
                { title: 'Extend validity', message: `Extend the plan of ${count} by ${dayCount} days?` },
              )
            }
          >
            Extend validity
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
                title: 'Deactivate cards',
                message: `Deactivate the digital cards of ${count}? Their public pages stop working.`,
              },
            )
          }
        >
          Deactivate cards
        </Button>
      </Stack>
    </Paper>
  );
}
