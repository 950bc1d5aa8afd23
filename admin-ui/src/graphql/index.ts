export {ConsoleGraphqlProvider} from './ConsoleGraphqlProvider';
export {signOutToLogin} from './signOut';
export {useConsoleClient} from './useConsoleClient';
export {useConsoleQuery} from './useConsoleQuery';
export type {ConsoleQueryState} from './useConsoleQuery';
