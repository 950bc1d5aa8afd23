// async-exit-hook ships no types: the one call the embedded database makes (database/embedded-database.ts).
declare module 'async-exit-hook';
