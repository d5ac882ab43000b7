// Each boundary rule of eslint.boundaries.js fails on a deliberately wrong import, and lets the right one pass.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
// The first lint loads every plugin and resolver (seconds on a busy machine): paid once, outside the tests' timeouts.
beforeAll(() => eslint.lintText('', { filePath: path.join(root, 'apps/api/src/app.ts') }), 60_000);
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports']);

/** The boundary rules that fire on `code` saved at `filePath` (relative to the repository). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => BOUNDARY_RULES.has(message.ruleId ?? ''))
    .map((message) => message.ruleId ?? '');
}

const folders = (parent: string) =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A module that has a file ending in `suffix`, and that file's name without `.ts`. */
function moduleWith(suffix: string): { module: string; file: string } {
  for (const module of folders('apps/api/src/modules')) {
    const file = readdirSync(path.join(root, 'apps/api/src/modules', module)).find((name) => name.endsWith(suffix));
    if (file) return { module, file: file.replace(/\.ts$/, '') };
  }
  throw new Error(`no module has a ${suffix} file`);
}

const tables = moduleWith('.tables.ts');
const repo = moduleWith('.repo.ts');
const otherThan = (module: string) => folders('apps/api/src/modules').find((name) => name !== module) ?? '';

describe('API module boundaries', () => {
  it("fails on a module importing another module's tables", async () => {
    const importer = otherThan(tables.module);
    const code = `import * as foreign from '../${tables.module}/${tables.file}';\nexport const kept = foreign;\n`;
    expect(await boundaryErrors(`apps/api/src/modules/${importer}/probe.service.ts`, code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("fails on a module importing another module's repo, even from its tables", async () => {
    const importer = otherThan(repo.module);
    const code = `import * as foreign from '../${repo.module}/${repo.file}';\nexport const kept = foreign;\n`;
    expect(await boundaryErrors(`apps/api/src/modules/${importer}/probe.service.ts`, code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await boundaryErrors(`apps/api/src/modules/${importer}/probe.tables.ts`, code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('lets tables reference tables, a module use its own repo, and the schema gather every table', async () => {
    const foreignTables = `import * as foreign from '../${tables.module}/${tables.file}';\nexport const kept = foreign;\n`;
    expect(
      await boundaryErrors(`apps/api/src/modules/${otherThan(tables.module)}/probe.tables.ts`, foreignTables),
    ).toEqual([]);
    const ownRepo = `import * as own from './${repo.file}';\nexport const kept = own;\n`;
    expect(await boundaryErrors(`apps/api/src/modules/${repo.module}/probe.service.ts`, ownRepo)).toEqual([]);
    const schema = `import * as all from '../modules/${tables.module}/${tables.file}';\nexport const kept = all;\n`;
    expect(await boundaryErrors('apps/api/src/db/probe-schema.ts', schema)).toEqual([]);
  });

  it('fails on the platform importing a module', async () => {
    const code = `import * as foreign from '../../modules/${tables.module}/${tables.file}';\nexport const kept = foreign;\n`;
    expect(await boundaryErrors('apps/api/src/platform/http/probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('demo data', () => {
  const code = `import * as demo from '../../demo/demo-users';\nexport const kept = demo;\n`;

  it('fails on production code importing it', async () => {
    expect(await boundaryErrors(`apps/api/src/modules/${tables.module}/probe.service.ts`, code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await boundaryErrors('apps/api/src/probe.ts', code.replace('../../', './'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('lets tests use it', async () => {
    expect(await boundaryErrors(`apps/api/src/modules/${tables.module}/probe.int.test.ts`, code)).toEqual([]);
  });
});

describe('the pure domain package', () => {
  it.each(['node:crypto', 'fs', 'pg', 'drizzle-orm', 'fastify', '@lootmarket/api'])(
    'fails on importing %s',
    async (source) => {
      const code = `import * as io from '${source}';\nexport const kept = io;\n`;
      expect(await boundaryErrors('packages/domain/src/probe.ts', code)).toContain('no-restricted-imports');
    },
  );

  it('fails on a relative path into an app', async () => {
    const code = `import * as app from '../../../apps/api/src/config';\nexport const kept = app;\n`;
    expect(await boundaryErrors('packages/domain/src/probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets it import zod, the pure hash and base58 libraries and itself, and its tests the test tools', async () => {
    const code = `import { z } from 'zod';\nimport { sha256 } from '@noble/hashes/sha2.js';\nimport { base58 } from '@scure/base';\nimport * as money from './money';\nexport const kept = [z, sha256, base58, money];\n`;
    expect(await boundaryErrors('packages/domain/src/probe.ts', code)).toEqual([]);
    const test = `import { it } from 'vitest';\nimport fc from 'fast-check';\nexport const kept = [it, fc];\n`;
    expect(await boundaryErrors('packages/domain/src/probe.test.ts', test)).toEqual([]);
  });
});

describe('web features', () => {
  const [feature = '', other = ''] = folders('apps/web/app/features');
  const otherFile =
    readdirSync(path.join(root, 'apps/web/app/features', other)).find((name) => /\.tsx?$/.test(name)) ?? '';
  const otherModule = otherFile.replace(/\.tsx?$/, '');

  it('fails on a feature importing another feature, by alias or by relative path', async () => {
    const byAlias = `import * as foreign from '#app/features/${other}/${otherModule}';\nexport const kept = foreign;\n`;
    expect(await boundaryErrors(`apps/web/app/features/${feature}/probe.tsx`, byAlias)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const relative = `import * as foreign from '../${other}/${otherModule}';\nexport const kept = foreign;\n`;
    expect(await boundaryErrors(`apps/web/app/features/${feature}/probe.tsx`, relative)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('lets a feature use its own files, lib and components, and routes use any feature', async () => {
    const shared = `import * as site from '#app/lib/site';\nexport const kept = site;\n`;
    expect(await boundaryErrors(`apps/web/app/features/${feature}/probe.tsx`, shared)).toEqual([]);
    const fromRoute = `import * as foreign from '#app/features/${other}/${otherModule}';\nexport const kept = foreign;\n`;
    expect(await boundaryErrors('apps/web/app/routes/probe.tsx', fromRoute)).toEqual([]);
  });
});

describe('import circles in the API', () => {
  let folder = '';
  beforeAll(() => void (folder = mkdtempSync(path.join(root, 'apps/api/src/lint-circle-'))));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('fails on a runtime circle', async () => {
    const first = "import { second } from './second';\nexport const first = () => second;\n";
    writeFileSync(path.join(folder, 'first.ts'), first);
    writeFileSync(
      path.join(folder, 'second.ts'),
      "import { first } from './first';\nexport const second = () => first;\n",
    );
    expect(await boundaryErrors(path.relative(root, path.join(folder, 'first.ts')), first)).toEqual([
      'import-x/no-cycle',
    ]);
  });
});
