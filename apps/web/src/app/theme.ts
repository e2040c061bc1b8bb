import { createTheme } from '@mui/material/styles';
import { CHECKOUT_THEME_COLOR } from '@panel/shared/constants.ts';

export const theme = createTheme({
  palette: {
    primary: { main: CHECKOUT_THEME_COLOR, contrastText: '#fff' },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
