import Typography from '@mui/material/Typography';
import { UNLIMITED } from '@panel/shared/constants.ts';
import type { GreetingEntitlements } from '@panel/shared/schemas/image-post.ts';
import { formatNumber } from '@/lib/format-number';
import { i18n } from '@/lib/i18n';

/** "Videos today: 2 of 3" (or "unlimited"), so a limit never comes as a surprise. */
export function usageText(e: GreetingEntitlements, kind: 'images' | 'videos'): string {
  const c = e[kind];
  const t = (key: string, values?: Record<string, string>) =>
    i18n.t(`usage.${kind}.${key}`, { ns: 'greetings', ...values });
  if (!c.included) return t('notInPlan');
  if (c.limit === UNLIMITED) return t('unlimited', { used: formatNumber(c.usedToday) });
  return t('of', { used: formatNumber(c.usedToday), limit: formatNumber(c.limit) });
}

export function UsageLine({
  entitlements,
  kind,
}: {
  entitlements: GreetingEntitlements;
  kind: 'images' | 'videos';
}) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, textAlign: 'center' }}>
      {usageText(entitlements, kind)}
    </Typography>
  );
}
