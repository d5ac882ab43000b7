import { reactRouter } from '@react-router/dev/vite';
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

function clientChunkGroups(): Rolldown.CodeSplittingGroup[] {
  return [
    { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
    { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval/, priority: 2 },
    { name: 'icons', test: /node_modules[\\/](lucide-react|simple-icons)[\\/]/, priority: 2 },
    shellGroup(),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
