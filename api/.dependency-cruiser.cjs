// The API's layers, written once: `npm run lint` (root) fails on any import cycle (type imports included) and on
// any import of a higher layer. Each entry of LAYERS may import only the entries above it in this list (and
// itself); a folder or file of api/src that is in no layer is refused too, so a new one must take its place here.
// Run from the repository root: depcruise --config api/.dependency-cruiser.cjs api/src

/** Lowest first. Within one entry, modules may import each other (the doors use their shared helpers). */
const LAYERS = [
  ['config'],
  ['database', 'datasources'],
  ['jobs'],
  ['services/kernel'],
  ['models', 'fixtures'],
  ['auth'],
  ['live'],
  // The features, each above those it uses: a feature imports the kernel and features listed before it.
  ['services/spreadsheet'],
  ['services/export'],
  ['services/notify'],
  ['services/signing'],
  ['services/registry'],
  ['services/accounts'],
  ['services/staff'],
  ['services/audit'],
  ['services/change-requests'],
  ['services/product-lines'],
  ['services/webhooks'],
  ['services/verification'],
  ['services/import'],
  ['services/uploads'],
  ['services/serials'],
  ['services/ledger'],
  ['services/sync'],
  ['services/reports'],
  ['services/installations'],
  ['services/recalls'],
  ['services/battery-systems'],
  // The doors: REST, GraphQL, the HTTP edge.
  ['controllers', 'graphql', 'middleware', 'interceptors', 'observers', 'openapi-spec', 'openapi-lint.enhancer'],
  // The composition root and the process.
  ['application', 'bundled-externals', 'server', 'index'],
];

const escape = name => name.replace(/[.-]/g, c => `\\${c}`);
/** A folder of api/src (everything under it), or a module beside the folders (`config`: config.ts, config.keys.ts). */
const pathOf = name => `^api/src/${escape(name)}(/|\\.[^/]+$)`;

const layerRules = LAYERS.slice(0, -1).map((names, i) => ({
  name: `layer-${names[0].replace(/^services\//, '')}`,
  comment: `${names.join(', ')} may not import what lies above it: ${LAYERS.slice(i + 1)
    .flat()
    .join(', ')}. Move what both need down, or declare an interface here and let the higher layer bind it.`,
  severity: 'error',
  from: {path: names.map(pathOf)},
  to: {
    path: LAYERS.slice(i + 1)
      .flat()
      .map(pathOf),
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle (type imports count): cut it by moving what both sides need to the lower one.',
      severity: 'error',
      from: {},
      to: {circular: true},
    },
    {
      name: 'in-a-layer',
      comment: 'Every module of api/src belongs to a layer of .dependency-cruiser.cjs: add its folder to LAYERS.',
      severity: 'error',
      from: {path: '^api/src/', pathNot: [...LAYERS.flat().map(pathOf), '^api/src/__tests__/']},
      to: {},
    },
    ...layerRules,
  ],
  options: {
    includeOnly: '^api/src/',
    exclude: {path: '/__tests__/'},
    doNotFollow: {path: 'node_modules'},
    tsPreCompilationDeps: true,
  },
};
