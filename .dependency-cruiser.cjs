/**
 * The import graph's rules (decision 042), checked by `npm run lint` (`npm run lint:deps`).
 * Type-only imports count like any other: a type belongs where both sides can import it without
 * a cycle. Test files may cross the server/storefront boundary to check a contract between the
 * two; shipped code may not.
 */
const path = require('node:path');
const apiPackage = require('./packages/api/package.json');
const storefrontPackage = require('./apps/storefront/package.json');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files a workspace package's named entry points (its package.json `exports`) resolve to. */
const entryPoints = (dir, pkg) =>
  `^(${Object.values(pkg.exports)
    .map((target) => escapeRegExp(path.posix.join(dir, target)))
    .join('|')})$`;
const API_ENTRY_POINTS = entryPoints('packages/api', apiPackage);
/** `@shop/storefront`'s entry points: its generated, persisted GraphQL documents (`@shop/storefront/documents`). */
const STOREFRONT_ENTRY_POINTS = entryPoints('apps/storefront', storefrontPackage);
/** `@shop/api/client`: the typed client and its transports, nothing of the API's implementation. */
const API_CLIENT = '^packages/api/src/client(\\.ts$|/)';
const TESTS = '\\.(test|abuse\\.test|fixture)\\.(ts|tsx)$';

/** A rule that fails the lint: `from` must not import `to`. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'no-circular',
      'Modules import each other in a circle (type-only imports included). Move the shared type or constant ' +
        'to the module it describes (its table, its model), or hand the dependency in from above.',
      {},
      { circular: true },
    ),
    forbid(
      'api-only-through-entry-points',
      "Outside packages/api, the API is reached only through @shop/api's named entry points " +
        '(packages/api/package.json "exports"), never its src/ by path.',
      { pathNot: '^packages/api/' },
      { path: '^packages/api/', pathNot: API_ENTRY_POINTS },
    ),
    forbid(
      'api-by-package-name',
      "Import the API as '@shop/api/…', not by a relative path into packages/api.",
      { pathNot: '^packages/api/' },
      { path: '^packages/api/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
    ),
    forbid(
      'api-not-apps',
      'The API stands below the server, the storefront and the tools: its shipped code imports none of them.',
      { path: '^packages/api/', pathNot: TESTS },
      { path: '^(apps|server|bench|e2e|scripts)/' },
    ),
    forbid(
      'storefront-only-through-entry-points',
      "Outside the storefront and the server's tests, the storefront is reached only through @shop/storefront's " +
        'named entry points (apps/storefront/package.json "exports": its generated documents), by package name.',
      { pathNot: `^apps/storefront/|^server/.*${TESTS}` },
      { path: '^apps/storefront/', pathNot: STOREFRONT_ENTRY_POINTS },
    ),
    forbid(
      'storefront-by-package-name',
      "Import the storefront's documents as '@shop/storefront/documents', not by a relative path into apps/storefront.",
      { pathNot: `^apps/storefront/|^server/.*${TESTS}` },
      { path: '^apps/storefront/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
    ),
    forbid(
      'server-not-storefront-source',
      "The server reaches the storefront only through its build (React Router's server build) and its documents " +
        '(@shop/storefront/documents: the store configuration it asks at start), not its source.',
      { path: '^server/', pathNot: TESTS },
      { path: '^apps/storefront/', pathNot: STOREFRONT_ENTRY_POINTS },
    ),
    forbid(
      'rules-stand-alone',
      'packages/rules holds pure rules that the API and the storefront share: it imports neither, nor the server.',
      { path: '^packages/rules/' },
      { path: '^(packages/api|server|apps|e2e|bench|scripts)/' },
    ),
    forbid(
      'storefront-not-api',
      'The storefront reaches the API only over GraphQL, through @shop/api/client (the typed client); it imports nothing else of packages/api.',
      { path: '^apps/storefront/' },
      { path: '^packages/api/', pathNot: API_CLIENT },
    ),
    forbid(
      'api-client-stands-alone',
      '@shop/api/client is what the storefront bundles: it imports nothing of the API itself, the server or the storefront.',
      { path: API_CLIENT },
      { path: '^(packages/api|server|apps)/', pathNot: API_CLIENT },
    ),
    forbid(
      'magento-packages-only-read',
      "PWA Studio's packages (@magento/*, in packages/venia-conformance) are read from disk by the Venia conformance " +
        'test (decision 061), never imported: nothing the shop builds or serves may depend on them.',
      { pathNot: '^packages/api/src/magento-client/venia-' },
      { path: '(^|/)@magento/' },
    ),
    forbid(
      'ui-kit-not-features',
      'apps/storefront/app/ui is the generic UI kit: it imports no feature, route or the shell.',
      { path: '^apps/storefront/app/ui/' },
      { path: '^apps/storefront/app/(features|routes)/|^apps/storefront/app/root\\.tsx$' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|build|dist|\\.react-router|\\.data[^/]*|test-results|playwright-report)/|^bench/results/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
