// One lint configuration for every workspace: TypeScript's recommended rules, React's hooks rules
// for the two UIs. Formatting is Prettier's job (npm run format), not ESLint's.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVICES_STAY_DOWN = {
  regex: '^(\\.\\./)+(controllers|graphql|application|server)(/|$)',
  message: 'Services do not reach up to the REST or GraphQL edge or the composition root.',
};
const KERNEL_IMPORTS_NO_FEATURE = {
  regex: '^\\.\\./(?!kernel(/|$))[^./]',
  message: 'The kernel imports no feature: move what both need into the kernel.',
};
const INFRASTRUCTURE_IMPORTS_NO_FEATURE = {
  regex: '^\\.\\./services/(?!kernel(/|$))',
  message:
    'Infrastructure imports no feature: define an interface here and let the composition root bind a feature to it.',
};
const NO_HTTP_ERRORS_IN_SERVICES = {
  name: '@loopback/rest',
  importNames: ['HttpErrors'],
  message: 'Services throw ServiceError; REST and GraphQL map it at their edge.',
};
const restrictImports = (patterns, paths = []) => ({'no-restricted-imports': ['error', {patterns, paths}]});

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
  // The API's layering: services never reach up to their doors or the composition root, nor throw HTTP errors;
  // the kernel imports no feature; the infrastructure below the features imports none either. (A later block's options replace an
  // earlier one's, so the kernel's block repeats the services' pattern.)
  {files: ['api/src/services/**/*.ts'], rules: restrictImports([SERVICES_STAY_DOWN], [NO_HTTP_ERRORS_IN_SERVICES])},
  {
    files: ['api/src/services/kernel/**/*.ts'],
    rules: restrictImports([SERVICES_STAY_DOWN, KERNEL_IMPORTS_NO_FEATURE], [NO_HTTP_ERRORS_IN_SERVICES]),
  },
  {
    files: ['api/src/{jobs,auth,live,database,interceptors,middleware,models,repositories,datasources}/**/*.ts'],
    rules: restrictImports([INFRASTRUCTURE_IMPORTS_NO_FEATURE]),
  },
  {
    files: ['portal-ui/src/**/*.{ts,tsx}', 'admin-ui/src/**/*.{ts,tsx}', 'api-client/src/**/*.{ts,tsx}'],
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
