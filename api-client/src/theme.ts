import type {ThemeOptions} from '@mui/material/styles';

/**
 * The one VoltCheck look, used by the portal and the admin console: a deep teal-blue of the
 * grid, an energetic amber accent for "charge", calm neutral surfaces.
 */
export const voltcheckThemeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: {main: '#0b5d7a', light: '#3d89a6', dark: '#063f54', contrastText: '#ffffff'},
    secondary: {main: '#f5a524', light: '#ffc35c', dark: '#c27d00', contrastText: '#1d1d1d'},
    success: {main: '#1f9d55'},
    error: {main: '#d64545'},
    warning: {main: '#e08a00'},
    background: {default: '#f3f6f9', paper: '#ffffff'},
    text: {primary: '#16232e', secondary: '#55687a'},
    divider: '#e1e8ef',
  },
  shape: {borderRadius: 10},
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
    h1: {fontWeight: 700, fontSize: '2.2rem'},
    h2: {fontWeight: 700, fontSize: '1.8rem'},
    h3: {fontWeight: 700, fontSize: '1.5rem'},
    h4: {fontWeight: 700, fontSize: '1.3rem'},
    h5: {fontWeight: 600, fontSize: '1.1rem'},
    h6: {fontWeight: 600, fontSize: '1rem'},
    button: {textTransform: 'none', fontWeight: 600},
  },
  components: {
    MuiButton: {defaultProps: {disableElevation: true}, styleOverrides: {root: {borderRadius: 8, paddingInline: 18}}},
    MuiPaper: {styleOverrides: {root: {backgroundImage: 'none'}}},
    MuiCard: {styleOverrides: {root: {border: '1px solid #e1e8ef', boxShadow: '0 1px 3px rgba(16,35,46,0.06)'}}},
    MuiTextField: {defaultProps: {size: 'small', fullWidth: true}},
    MuiAppBar: {styleOverrides: {root: {boxShadow: 'none', borderBottom: '1px solid #e1e8ef'}}},
  },
};
