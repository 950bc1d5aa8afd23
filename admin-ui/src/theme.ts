import {createTheme} from '@mui/material/styles';
import {voltcheckThemeOptions} from '@voltcheck/api-client';
import type {RaThemeOptions} from 'react-admin';
import {config} from './config';

/** The portal's look, with react-admin's sidebar sizes: 240 open (document 002), icons only when collapsed. */
const options: RaThemeOptions = {
  ...voltcheckThemeOptions,
  sidebar: {width: config.drawerWidth, closedWidth: 58},
  components: {
    ...voltcheckThemeOptions.components,
    // Filter inputs side by side share one baseline (a select keeps helper-text space a search box has not).
    RaFilterForm: {styleOverrides: {root: {'& .RaFilterForm-filterFormInput .MuiFormControl-root': {marginBottom: 0}}}},
    // A table wider than the page (Logs, Users) scrolls inside its card rather than widening the whole page.
    RaList: {styleOverrides: {root: {'& .RaList-main': {minWidth: 0}, '& .RaList-content': {overflowX: 'auto'}}}},
    // Long labels ("Import Weekly Supplier Data") wrap in the open menu; collapsed, icons keep one row each.
    RaMenu: {
      styleOverrides: {
        root: {'&.RaMenu-open .RaMenuItemLink-root .MuiTypography-root': {whiteSpace: 'normal', lineHeight: 1.25}},
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          margin: '1px 8px',
          paddingLeft: 10,
          '&.RaMenuItemLink-active': {backgroundColor: 'rgba(11,93,122,0.10)', color: '#0b5d7a', fontWeight: 600},
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': {color: '#0b5d7a'},
        },
      },
    },
  },
};

export const theme = createTheme(options);
