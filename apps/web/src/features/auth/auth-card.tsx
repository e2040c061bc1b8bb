import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LanguagePicker } from '@/components/language-picker';
import { useAgencyDetails } from '@/lib/agency-details';

/** The frame of every sign-in screen: the agency's logo or name, a heading, the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { data: agency } = useAgencyDetails();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 0, sm: 3 },
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: { sm: 440 },
          p: { xs: 3, sm: 4 },
          borderRadius: { xs: 0, sm: 3 },
          border: { sm: 1 },
          borderColor: { sm: 'divider' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3, minHeight: 48 }}>
          {agency?.logoUrl && (
            <Box
              component="img"
              src={agency.logoUrl}
              alt=""
              sx={{ height: 48, maxWidth: 120, objectFit: 'contain' }}
            />
          )}
          {agency && (
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }} color="primary">
              {agency.agencyName}
            </Typography>
          )}
          <Box sx={{ ml: 'auto' }}>
            <LanguagePicker />
          </Box>
        </Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: subtitle ? 0 : 3 }}>{children}</Box>
      </Paper>
    </Box>
  );
}
