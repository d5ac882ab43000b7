// The module and feature boundaries of docs/architecture.md ("Module rules"), held by the linter.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;
const apiModules = path.join(root, 'apps/api/src/modules');
const webFeatures = path.join(root, 'apps/web/app/features');

function folders(parent) {
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** A module's tables and SQL are its own: other modules call its service. */
function moduleZones(module) {
  const own = path.join(apiModules, module);
  const elsewhere = (pattern) => path.join(apiModules, `!(${module})`, '**', pattern);
  const repos = [elsewhere('*.repo.ts'), elsewhere('*-repo.ts')];
  const message = `Module "${module}" reaches another module's tables or SQL; call that module's service instead.`;
  return [
    { target: path.join(own, '**', '!(*.tables).ts'), from: [elsewhere('*.tables.ts'), ...repos], message },
    // A table may reference another module's table for a foreign key, never its repo.
    { target: path.join(own, '**', '*.tables.ts'), from: repos, message },
  ];
}

/** A web feature is self-contained: shared parts live in components/ or lib/. */
function featureZone(feature) {
  return {
    target: path.join(webFeatures, feature),
    from: webFeatures,
    except: [`./${feature}`],
    message: `Feature "${feature}" imports another feature; move the shared part to components/ or lib/.`,
  };
}

const platformZone = {
  target: path.join(root, 'apps/api/src/platform'),
  from: apiModules,
  message: 'The platform serves modules and never depends on them; pass what it needs as a port.',
};

/** Demo data and benchmark generators are started by the server's entry points, never by production code. */
const demoZone = {
  target: [
    path.join(root, 'apps/api/src/!(demo)/**/!(*.test|*.test-support|test-*).ts'),
    path.join(root, 'apps/api/src/!(*.test|*.test-support|test-*).ts'),
  ],
  from: path.join(root, 'apps/api/src/demo'),
  message: 'Production code never depends on demo data; the server entry points seed it.',
};

const domainZone = {
  target: path.join(root, 'packages/domain'),
  from: [path.join(root, 'apps'), path.join(root, 'bench'), path.join(root, 'e2e'), path.join(root, 'scripts')],
  message: 'The domain package is pure: it imports nothing of ours but itself.',
};

const PURE_LIBRARIES = ['zod', '@noble/hashes', '@scure/base'];

/**
 * Anything but zod, the audited pure hash and base58 libraries that check crypto addresses (no I/O),
 * and, in tests, the test tools, or a relative path.
 */
const domainOutsideImports = (allowed) => ({
  patterns: [
    {
      regex: `^(?!(${allowed.join('|')})(/|$)|\\.)`,
      message:
        'The domain package is pure (no I/O, no framework, no workspace package): only zod and the pure hash and base58 libraries may be imported.',
    },
  ],
});

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the cycle check reads no TypeScript file and finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.tools.json'].map((file) =>
            path.join(root, file),
          ),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...folders(apiModules).flatMap(moduleZones),
            platformZone,
            demoZone,
            domainZone,
            ...folders(webFeatures).map(featureZone),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', domainOutsideImports(PURE_LIBRARIES)],
    },
  },
  {
    files: ['packages/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', domainOutsideImports([...PURE_LIBRARIES, 'vitest', 'fast-check'])] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    // A test is never imported, so it closes no circle.
    ignores: ['**/*.test.ts'],
    // Measured: 4-6 s of lint time at any depth from 2 up, spent reading each file once, so the walk is unbounded.
    rules: { 'import-x/no-cycle': ['error', { maxDepth: '∞', ignoreExternal: true }] },
  },
];
