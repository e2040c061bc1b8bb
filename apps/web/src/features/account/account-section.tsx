import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One block of the account page: a heading, an optional line under it, and its content. */
export function AccountSection({
  title,
  description,
  danger,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  danger?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, ...(danger ? { borderColor: 'error.light' } : {}) }}
    >
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{
          fontWeight: 600,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        {title}
        {action}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {description}
        </Typography>
      )}
      {!description && <div style={{ height: 8 }} />}
      {children}
    </Paper>
  );
}
