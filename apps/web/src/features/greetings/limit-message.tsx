import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUpgradeTo } from '@/lib/open-upgrade';
import { useTranslation } from 'react-i18next';

/** A refused render because of the plan (daily limit reached, or not in the plan). */
export const isPlanLimit = (error: unknown) => error instanceof ApiError && error.code === 'LIMIT_REACHED';

/**
 * Why a greeting could not be made. A plan limit gets the upgrade path: a link to #upgrade, which
 * opens the Premium upgrade dialog over the current page.
 */
export function RenderProblem({ error, onUpgrade }: { error: unknown; onUpgrade: () => void }) {
  const { t } = useTranslation('greetings');
  const upgradeTo = useUpgradeTo();
  if (!isPlanLimit(error)) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={upgradeTo} onClick={onUpgrade}>
          {t('upgrade')}
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
