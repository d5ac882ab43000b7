import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
});
