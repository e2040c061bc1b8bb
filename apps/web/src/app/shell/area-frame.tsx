import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { DRAWER_WIDTH } from '@panel/shared/constants.ts';
import { LoadingState } from '@/components/page-states';
import type { SessionKind } from '@/lib/session';
import { TopBar } from './top-bar';

/** The frame of the customer and admin areas: top bar, menu drawer (width 280), page. */
export function AreaFrame({
  kind,
  actions,
  drawer,
  page = <Outlet />,
}: {
  kind: SessionKind;
  actions: ReactNode;
  drawer: (close: () => void) => ReactNode;
  /** What the page area shows: the matched route unless the area says otherwise. */
  page?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <TopBar kind={kind} onOpenMenu={() => setOpen(true)} actions={actions} />
      <Drawer
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: '85vw' } } }}
      >
        {/* A layout may load its menu's content on the first open. */}
        <Suspense fallback={<LoadingState />}>{drawer(close)}</Suspense>
      </Drawer>
      <Box
        component="main"
        sx={{ flex: 1, width: '100%', maxWidth: 1200, mx: 'auto', p: { xs: 1.5, sm: 3 } }}
      >
        {page}
      </Box>
    </Box>
  );
}
