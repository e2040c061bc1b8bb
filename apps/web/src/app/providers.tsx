import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { agencyDetailsQuery } from '@/lib/session';
import { brandTheme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrandThemeProvider>{children}</BrandThemeProvider>
    </QueryClientProvider>
  );
}

/** Every screen, the sign-in pages included, in the colour of the agency whose host this is. */
function BrandThemeProvider({ children }: { children: ReactNode }) {
  const color = useQuery(agencyDetailsQuery).data?.primaryColor;
  const theme = useMemo(() => brandTheme(color), [color]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
