import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouteLoading } from '@/components/route-loading';
import { applyLanguageDefault, i18n, setNativeDigits } from '@/lib/i18n';
import { useAgencyDetails } from '@/lib/agency-details';
import { brandTheme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  // TanStack Query's provider is app/query-layout.tsx: the sign-in pages do without it.
  return (
    <I18nextProvider i18n={i18n}>
      <BrandThemeProvider>
        <Suspense fallback={<RouteLoading />}>{children}</Suspense>
      </BrandThemeProvider>
    </I18nextProvider>
  );
}

/** Every screen, the sign-in pages included, in the colour of the agency whose host this is. */
function BrandThemeProvider({ children }: { children: ReactNode }) {
  const { data: agency, isPending } = useAgencyDetails();
  const color = agency?.primaryColor;
  const language = agency?.configuration.language;
  // The agency's language settings (Agency Management) apply to people who chose no language.
  useEffect(() => {
    if (!language) return;
    setNativeDigits(language.nativeDigits);
    applyLanguageDefault(language.defaultLanguage, 'agency');
  }, [language]);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => brandTheme(color, { reducedMotion }), [color, reducedMotion]);
  // Until the agency is known index.html's overlay covers the page (root-layout.tsx removes it):
  // drawn now in the default colour, every screen would be drawn again in the agency's. Deferred,
  // the screen's first render is a transition that yields to the browser every few milliseconds
  // instead of one long task (total blocking time on a slow phone).
  // Deferred from false even when index.html carried the agency (no pending call at all).
  const known = useDeferredValue(!isPending, false);
  if (!known) return null;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
