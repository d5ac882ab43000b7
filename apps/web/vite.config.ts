import { reactRouter } from '@react-router/dev/vite';
import transformImports from '@rolldown/plugin-transform-imports';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rolldown } from 'vite';

// How the browser build groups modules into files (decision 029). Left to itself the bundler makes a file
// for every set of routes that shares a module: 60 to 90 files per page, most under 1 KB, and over
// HTTP/1.1 a phone fetches them six at a time. Libraries that change together, and the site shell every
// page runs, go into one file each; route code is still split by route.

const APP_DIR = `${import.meta.dirname}/app`;
const SHELL_ROOTS = [`${APP_DIR}/root.tsx`, `${APP_DIR}/routes/site-layout.tsx`];
// The domain package's index re-exports every module; what the shell takes from it is found by usage
// and lands in shared files, not in the shell with all the rest.
const DOMAIN_INDEX = /packages[\\/]domain[\\/]src[\\/]index\.ts$/;

function reachableFrom(roots: string[], context: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (DOMAIN_INDEX.test(id)) continue;
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function shellGroup(): Rolldown.CodeSplittingGroup {
  let shell: Set<string> | undefined;
  return {
    name: (id, context) => {
      shell ??= reachableFrom(SHELL_ROOTS, context);
      return shell.has(id) && !DOMAIN_INDEX.test(id) ? 'shell' : null;
    },
    priority: 1,
  };
}

const ICONS = /node_modules[\\/]lucide-react[\\/]/;
// The pages a buyer or a donor arrives on (decision 033). The shell's own icons go with the shell; the
// other icons of these pages come in one file, and the icons only the desks of sellers, streamers and
// admins draw in another.
const ARRIVAL_ROOTS = [
  ...SHELL_ROOTS,
  ...['home', 'listing', 'search', 'product', 'storefront', 'donate', 'not-found'].map(
    (route) => `${APP_DIR}/routes/${route}.tsx`,
  ),
];

function iconsGroup(): Rolldown.CodeSplittingGroup {
  let arrival: Set<string> | undefined;
  return {
    name: (id, context) => {
      if (!ICONS.test(id)) return null;
      arrival ??= reachableFrom(ARRIVAL_ROOTS, context);
      return arrival.has(id) ? 'icons' : 'desk-icons';
    },
    priority: 0,
  };
}

// `import { Heart } from 'lucide-react'` names the package's index, which re-exports every icon: seen from
// the import graph, every page would use them all. Imported one by one, each icon is found where it is used.
const ICONS_ONE_BY_ONE = {
  'lucide-react': {
    transform: [
      // `ImageIcon` is `Image` under a name that does not shadow the DOM's `Image`.
      ['(.+)Icon', 'lucide-react/icons/{{kebabCase memberMatches.[1]}}'],
      ['(.*[a-z])(\\d+)', 'lucide-react/icons/{{kebabCase memberMatches.[1]}}-{{memberMatches.[2]}}'],
      ['*', 'lucide-react/icons/{{kebabCase member}}'],
    ] satisfies [string, string][],
  },
};

function clientChunkGroups(): Rolldown.CodeSplittingGroup[] {
  return [
    { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
    { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval/, priority: 2 },
    shellGroup(),
    iconsGroup(),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), { ...transformImports(ICONS_ONE_BY_ONE), apply: 'build' }],
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups() } } } },
  resolve: {
    alias: [
      { find: /^#app\/(.*)$/, replacement: `${import.meta.dirname}/app/$1` },
      { find: /^zod$/, replacement: `${import.meta.dirname}/app/lib/zod-without-eval.ts` },
    ],
  },
  server: { hmr: { port: 24678 } },
  // simple-icons defines ~3 000 objects with getters; loaded whole on the server it floods V8's hidden-class
  // transitions and slows every request of the process by about a fifth. Bundled, only the used icons remain.
  ssr: { noExternal: ['simple-icons'] },
}));
