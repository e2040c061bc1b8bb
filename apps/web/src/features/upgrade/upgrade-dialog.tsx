import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePurchaseStatus } from './purchase-status';
import { useUpgradeHistory } from './upgrade-history';
import type { Area } from './use-purchase';

/**
 * Mounted once per area layout: the URL hash #upgrade opens the full-screen Premium dialog from any
 * page (the drawer's Pricing item is a link to it); closing goes back in history. It also shows the
 * purchase notices that outlive the dialog.
 */
// The plans, their forms and the payment schemas load when the dialog opens, not with every screen.
const UpgradeContent = lazy(() => import('./upgrade-content').then((m) => ({ default: m.UpgradeContent })));

export function UpgradeHost({ area }: { area: Area }) {
  const { t } = useTranslation('upgrade');
  const { isOpen, unwind } = useUpgradeHistory();
  const status = usePurchaseStatus();
  return (
    <>
      {isOpen && (
        <Dialog fullScreen open onClose={() => unwind(1)} aria-labelledby="upgrade-title">
          <AppBar position="sticky" color="primary" elevation={0}>
            <Toolbar>
              <IconButton
                edge="start"
                color="inherit"
                aria-label={t('dialog.close')}
                onClick={() => unwind(1)}
              >
                <Close />
              </IconButton>
              <Typography id="upgrade-title" variant="h6" component="h1" sx={{ ml: 1 }}>
                {t('dialog.title')}
              </Typography>
            </Toolbar>
          </AppBar>
          <Box sx={{ width: '100%', maxWidth: 1200, mx: 'auto', p: { xs: 1.5, sm: 3 } }}>
            <Suspense
              fallback={
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                  <CircularProgress aria-label={t('dialog.title')} />
                </Box>
              }
            >
              <UpgradeContent area={area} />
            </Suspense>
          </Box>
        </Dialog>
      )}
      <Backdrop
        open={status.updating}
        sx={(t) => ({ zIndex: t.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2, px: 3 })}
      >
        <CircularProgress color="inherit" aria-label={t('dialog.updating')} />
        <Typography align="center" role="status">
          {t('dialog.doNotRefresh')}
        </Typography>
      </Backdrop>
      <Snackbar open={status.success} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="success" variant="filled" role="status">
          {t('dialog.success')}
        </Alert>
      </Snackbar>
    </>
  );
}
