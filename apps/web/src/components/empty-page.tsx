import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A destination whose screen a later issue builds: it says what will appear here and shows no data
 * until the real data exists (the page title is in the top bar, from the route's handle).
 */
export function EmptyPage({ empty, description }: { empty: string; description: string }) {
  return (
    <Box
      component="section"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        py: { xs: 6, sm: 10 },
        px: 3,
        gap: 1,
      }}
    >
      <InboxOutlined sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p">
        {empty}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {description}
      </Typography>
    </Box>
  );
}
