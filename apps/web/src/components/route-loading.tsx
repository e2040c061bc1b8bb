import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useAgencyDetails } from '@/lib/agency-details';

/** The route-loading screen: the agency's logo when it has one, a spinner otherwise (spec section 1). */
export function RouteLoading() {
  const { data: agency } = useAgencyDetails();
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('state.loading')}
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        zIndex: (t) => t.zIndex.modal - 1,
      }}
    >
      {agency?.logoUrl ? (
        <Box
          component="img"
          src={agency.logoUrl}
          alt={agency.agencyName}
          sx={{
            maxWidth: 160,
            maxHeight: 96,
            objectFit: 'contain',
            animation: 'route-pulse 1.2s ease-in-out infinite alternate',
            '@keyframes route-pulse': { from: { opacity: 0.45 }, to: { opacity: 1 } },
          }}
        />
      ) : (
        <CircularProgress />
      )}
    </Box>
  );
}
