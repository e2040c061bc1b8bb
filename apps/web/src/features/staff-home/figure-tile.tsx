import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import { Link as RouterLink } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One Home figure; the whole tile links to the filtered list behind the number. */
export function FigureTile({
  label,
  value,
  to,
  hint,
}: {
  label: string;
  value: ReactNode;
  to: string;
  hint?: string;
}) {
  const { t } = useTranslation('staff-home');
  return (
    <Grid size={{ xs: 6, sm: 4, md: 3 }}>
      <Paper variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea
          component={RouterLink}
          to={to}
          sx={{ p: 2, height: '100%' }}
          aria-label={t('tile.ariaLabel', { label, value: String(value) })}
        >
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {value}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </CardActionArea>
      </Paper>
    </Grid>
  );
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}
