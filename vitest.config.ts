import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/build/**', 'e2e/**'];

export default defineConfig({
  test: {
    // Vitest keeps a core free by default; CI runs nothing beside the suite, and on two cores that free
    // core is half the machine.
    maxWorkers: process.env.CI ? availableParallelism() : undefined,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/api/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...ignored, '**/*.int.test.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['apps/**/*.int.test.ts'],
          exclude: ignored,
          // Each file builds its own server and database, so the files of one worker can share loaded modules:
          // loading the API afresh for every file was over half of this tier's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: [{ find: /^#app\/(.*)$/, replacement: `${import.meta.dirname}/apps/web/app/$1` }] },
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          exclude: ignored,
          environment: 'jsdom',
          // A fresh document for every file was three quarters of this project's time; the files of a worker
          // share one, and the setup file leaves it clean after each.
          isolate: false,
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
    ],
  },
});
