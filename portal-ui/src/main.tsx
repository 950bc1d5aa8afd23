import {StrictMode} from 'react';
import {ApolloProvider} from '@apollo/client';
import {createRoot} from 'react-dom/client';
import {BrowserRouter} from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {createApolloClient, voltcheckThemeOptions} from '@voltcheck/api-client';
import {App} from './App';
import {SessionProvider} from './session/SessionContext';

const theme = createTheme(voltcheckThemeOptions);
/** GraphQL at /graphql with the bearer token; a 401 signs out (the shared handler). */
const apollo = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <SessionProvider>
          <ApolloProvider client={apollo}>
            <App />
          </ApolloProvider>
        </SessionProvider>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
