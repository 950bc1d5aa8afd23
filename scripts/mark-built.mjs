// Run as each workspace's postbuild: stamps dist/.built, the marker scripts/build-if-stale.mjs compares with the
// sources. Every build writes it (`npm run build` at the root as well as build-if-stale), so that `npm start` and
// `npm test` after `npm run build` rebuild nothing.
import {writeFileSync} from 'node:fs';

writeFileSync('dist/.built', new Date().toISOString());
