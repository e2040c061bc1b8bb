const fmt = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A plan's calendar date ('yyyy-MM-dd', India) for people: "7 Mar 2026". */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return fmt.format(new Date(Date.UTC(y, m - 1, d)));
}
