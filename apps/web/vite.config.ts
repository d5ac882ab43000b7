import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: [{ find: /^#app\/(.*)$/, replacement: `${import.meta.dirname}/app/$1` }] },
  server: { hmr: { port: 24678 } },
});
