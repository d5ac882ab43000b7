// The linter's cycle rule (import-x/no-cycle) skips type-only imports; this check counts them too, so that
// shared types stay in `*.ports.ts` / `*.types.ts` files instead of tying modules into knots.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Import circles among the non-test TypeScript files matched by `pattern`, type-only imports included. */
async function circles(pattern: string, cwd: string, tsconfig?: string): Promise<string[][]> {
  const tree = await parseDependencyTree(pattern, {
    cwd,
    context: cwd,
    tsconfig,
    transform: false,
    exclude: /node_modules|\.test\.tsx?$/,
  });
  return parseCircular(tree);
}

describe('import circles, type-only imports included', () => {
  it('finds none in the API', async () => {
    expect(await circles('apps/api/src/**/*.ts', root, path.join(root, 'apps/api/tsconfig.json'))).toEqual([]);
  }, 60_000);

  it('finds none in the domain package', async () => {
    expect(await circles('packages/domain/src/**/*.ts', root)).toEqual([]);
  }, 60_000);

  it('catches a circle made of type imports alone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'circles-'));
    try {
      mkdirSync(path.join(dir, 'src'));
      writeFileSync(path.join(dir, 'src/a.ts'), "import type { B } from './b';\nexport interface A { b: B }\n");
      writeFileSync(path.join(dir, 'src/b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
      expect((await circles('src/**/*.ts', dir)).map((circle) => circle.toSorted())).toEqual([
        ['src/a.ts', 'src/b.ts'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
