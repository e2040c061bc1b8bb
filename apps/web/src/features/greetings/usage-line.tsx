import Typography from '@mui/material/Typography';
import { UNLIMITED } from '@panel/shared/constants.ts';
import type { GreetingEntitlements } from '@panel/shared/schemas/image-post.ts';

/** "Videos today: 2 of 3" (or "unlimited"), so a limit never comes as a surprise. */
export function usageText(e: GreetingEntitlements, kind: 'images' | 'videos'): string {
  const c = e[kind];
  const label = kind === 'images' ? 'Images today' : 'Videos today';
  if (!c.included) return `${label}: not in your plan`;
  if (c.limit === UNLIMITED) return `${label}: ${c.usedToday} (unlimited)`;
  return `${label}: ${c.usedToday} of ${c.limit}`;
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
