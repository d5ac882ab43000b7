// Bundles the server (apps/server, apps/api, packages/domain) into one JavaScript module for `npm start`
// (decision 015). Packages from the root node_modules stay imports; a package only found in a workspace's
// own node_modules (another version than the root's) is bundled, since the bundle resolves from elsewhere.
import { build } from 'esbuild';
import { join, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_BUNDLE = join(root, 'apps/server/dist/main.mjs');
const rootPackages = join(root, 'node_modules') + sep;

/** @type {import('esbuild').Plugin} */
const rootPackagesExternal = {
  name: 'root-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolving || args.path.startsWith('@lootmarket/')) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const fromRoot =
        resolved.external ||
        resolved.path.startsWith(rootPackages) ||
        !resolved.path.includes(`${sep}node_modules${sep}`);
      return fromRoot ? { path: args.path, external: true } : { path: resolved.path };
    });
  },
};

/** Bundles the server into `outfile`, which must lie inside the checkout: the bundle finds its packages from there. */
export async function buildServer(outfile = SERVER_BUNDLE) {
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Bundled CommonJS packages may still call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [rootPackagesExternal],
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
