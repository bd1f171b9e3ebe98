// The module boundaries `npm run lint` holds (issue 34, point 6). Each rule names the breach it refuses.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const workspaces = [
  'packages/client',
  'packages/db',
  'packages/domain',
  'services/api',
  'services/worker',
  'web',
  'bench',
];

/** The files a workspace's package.json publishes (`main` and `exports`): the only doors into it from outside. */
function entryFiles(workspace) {
  const manifest = JSON.parse(readFileSync(join(__dirname, workspace, 'package.json'), 'utf8'));
  const targets = [manifest.main, ...Object.values(manifest.exports ?? {})].filter(Boolean);
  return targets.map((target) => `${workspace}/${target.replace(/^\.\//, '')}`);
}

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const doors = workspaces.flatMap(entryFiles).map((file) => `^${literal(file)}$`);
const features = '^(web/src|services/api/src)/features/';

/** Allowed breaches, each with its reason (at most five lines). */
const exceptions = [
  '^web/vite\\.config\\.ts$', // Vite bundles its config from relative paths only (a package's .ts Node cannot load)
];

module.exports = {
  forbidden: [
    {
      name: 'feature-cycle',
      comment: 'Feature folders depend on one another in one direction: move what both need to lib/, ui/ or domain.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${features}[^/]+$` },
      to: { circular: true, path: `${features}[^/]+$` },
    },
    {
      name: 'feature-deep-import',
      comment:
        "Another feature is reached only through its index.ts (its tests' helpers through testing.ts); a screen " +
        'loaded on first visit (import()) names its page, which keeps deck.gl out of the first download.',
      severity: 'error',
      from: { path: `${features}([^/]+)/` },
      to: {
        path: '^$1/features/[^/]+/',
        pathNot: ['^$1/features/$2/', '^$1/features/[^/]+/(index\\.tsx?|testing\\.ts)$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'plugins-import-no-feature',
      comment: 'Plugins are infrastructure: a feature registers itself with them, never the other way round.',
      severity: 'error',
      from: { path: '^services/api/src/plugins/', pathNot: '\\.test\\.ts$' },
      to: { path: '^services/api/src/features/' },
    },
    {
      name: 'workspace-doors',
      comment: 'Another workspace is reached only through what its package.json exports, never its src/ or tests.',
      severity: 'error',
      from: { path: '^(packages/[^/]+|services/[^/]+|web|bench)/', pathNot: exceptions },
      to: {
        path: '^(packages/[^/]+|services/[^/]+|web|bench)/',
        pathNot: ['^$1/', ...doors],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach a neighbour's testing.ts; package `exports` already refuse other workspaces' src/ to them.
    exclude: { path: ['node_modules', '/dist/', '^\\.data/', '\\.test\\.tsx?$', '/testing\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
