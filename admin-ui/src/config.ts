/** Everything the console reads from its build and environment, read here and nowhere else. */
export const config = {
  /** Where the console is mounted (vite `base`, '/admin/'), without the trailing slash. */
  basePath: import.meta.env.BASE_URL.replace(/\/$/, ''),
  /** The GraphQL endpoint, same origin (the API serves the console; vite proxies it in development). */
  graphqlUrl: '/graphql',
  /** The portal, for links out of the console. */
  portalUrl: '/',
  title: 'VoltCheck Admin',
  /** Admin drawer width (document 002, section 9). */
  drawerWidth: 240,
} as const;
