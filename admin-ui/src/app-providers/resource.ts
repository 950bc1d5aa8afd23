/** The console resource (route /AdminSettings of document 002) whose records are app providers (GraphQL type AppProvider). */
export const APP_PROVIDERS = 'AdminSettings';
