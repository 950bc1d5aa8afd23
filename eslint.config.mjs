// One lint configuration for every workspace: TypeScript's recommended rules, React's hooks rules
// for the two UIs. Formatting is Prettier's job (npm run format), not ESLint's.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const NO_HTTP_ERRORS_IN_SERVICES = {
  name: '@loopback/rest',
  importNames: ['HttpErrors'],
  message: 'Services throw ServiceError; REST and GraphQL map it at their edge.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '.data/**',
      'bench/**',
      'api-client/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      '@typescript-eslint/no-namespace': 'off',
      // Reports constants used only inside decorators (@requestBody({schema: X})) as never read.
      'no-useless-assignment': 'off',
    },
  },
  // Services throw ServiceError, never HTTP errors. The API's layers and its import cycles are
  // dependency-cruiser's (api/.dependency-cruiser.cjs, run by npm run lint), written once there.
  {
    files: ['api/src/services/**/*.ts'],
    rules: {'no-restricted-imports': ['error', {paths: [NO_HTTP_ERRORS_IN_SERVICES]}]},
  },
  {
    files: [
      'portal-ui/src/**/*.{ts,tsx}',
      'admin-ui/src/**/*.{ts,tsx}',
      'ui-shared/src/**/*.{ts,tsx}',
      'api-client/src/**/*.{ts,tsx}',
    ],
    languageOptions: {globals: {...globals.browser}},
    plugins: {'react-hooks': reactHooks},
    // The two classic hooks rules; the plugin's React Compiler rules target compiled components, which we do not use.
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
