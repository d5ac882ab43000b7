import { config } from 'zod/v4';

// The web build resolves `zod` to this module (vite.config.ts), so it runs before any schema is made.
// Zod tests once whether `new Function` works, to compile its object parsers; under the page's policy,
// which has no 'unsafe-eval', that test is a reported violation. Browsers parse few small answers, so
// they go without compiled parsers; the server, which parses every request, keeps them.
if (typeof document !== 'undefined') config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
