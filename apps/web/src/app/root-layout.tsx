import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@panel/shared/roles.ts';
import { RouteLoading } from '@/components/route-loading';
import { onAuthenticationError } from '@/lib/api-client';
import { markAppReady } from '@/lib/app-ready';
import { currentDialog, DIALOG_PRIORITY, dialogs, useDialogQueue } from '@/lib/dialogs';
import { useAgencyDetails } from '@/lib/agency-details';
import { areaOfPath, useLogout } from '@/lib/session';

// The dialogs' MUI parts (Dialog, Modal, focus trap: ~5 KB of brotli) are not needed to draw the
// first screen: they load a few seconds after it, or with the first dialog if that comes sooner.
const loadDialogHost = () => import('@/components/dialog-host');
const DialogHost = lazy(() => loadDialogHost().then((m) => ({ default: m.DialogHost })));
const DIALOG_HOST_PRELOAD_MS = 3000;

export interface RouteHandle {
  title?: string;
  /** Staff screens: the permission of the role matrix its drawer item needs (admin-layout.tsx checks it). */
  permission?: Permission;
}

/** The value of `key` on the deepest matched route that sets it. */
export function useRouteHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const value = (matches[i]?.handle as RouteHandle | undefined)?.[key];
    if (value) return value;
  }
  return undefined;
}

/** The titled route deepest in the current match, for the top bar and the document title. */
export function usePageTitle() {
  const title = useRouteHandle('title');
  const { t } = useTranslation('routes');
  // Route titles are the English texts; the `routes` catalogue is keyed by them.
  return title ? t(title) : undefined;
}

/** Slow route changes (a chunk on a slow network) get the full route-loading screen; quick ones a bar. */
function useSlowNavigation(delayMs: number) {
  const loading = useNavigation().state === 'loading';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading, delayMs]);
  return { loading, slow: loading && slow };
}

/** 401/403 anywhere: 'Failed to authenticate user', then log out to the area's login page. */
function useAuthenticationErrorHandler() {
  const logout = useLogout();
  const { t } = useTranslation();
  const handling = useRef(false);
  useEffect(
    () =>
      onAuthenticationError(() => {
        if (handling.current) return;
        handling.current = true;
        dialogs.error(t('auth.failed'), DIALOG_PRIORITY.authentication);
        // A late 401 can land after the redirect: on the staff sign-in pages it stays with staff.
        const path = window.location.pathname;
        const area = areaOfPath(path) ?? (path.includes('/franchisee-') ? 'staff' : 'customer');
        void logout(area).finally(() => {
          handling.current = false;
        });
      }),
    [logout, t],
  );
}

export function RootLayout() {
  const agency = useAgencyDetails();
  const title = usePageTitle();
  const { loading, slow } = useSlowNavigation(400);
  const { t } = useTranslation();
  useAuthenticationErrorHandler();
  const hasDialog = currentDialog(useDialogQueue()) !== undefined;
  useEffect(() => {
    const timer = setTimeout(() => void loadDialogHost().catch(() => undefined), DIALOG_HOST_PRELOAD_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // The static overlay in index.html covers the page until the app and its agency are known.
    if (!agency.isPending) markAppReady();
  }, [agency.isPending]);

  useEffect(() => {
    const name = agency.data?.agencyName;
    document.title = [title, name].filter(Boolean).join(' · ') || t('app.name');
  }, [title, agency.data?.agencyName, t]);

  useEffect(() => {
    // White label: the agency's logo is the tab icon when it has one.
    const logo = agency.data?.logoUrl;
    const icon = document.getElementById('app-icon');
    if (logo && icon instanceof HTMLLinkElement) {
      icon.removeAttribute('type');
      icon.href = logo;
    }
  }, [agency.data?.logoUrl]);

  return (
    <>
      {loading && (
        <LinearProgress
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
          aria-label={t('app.loadingPage')}
        />
      )}
      {slow && <RouteLoading />}
      <Outlet />
      {hasDialog && (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
