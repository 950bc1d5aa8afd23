/** Vite's `?raw` import: the file's text (the tests read the GraphQL schema this way). */
declare module '*.graphql?raw' {
  const text: string;
  export default text;
}
