// Type-checks every workspace and the tool folders, one program each, and fails on the first error.
import { execFileSync } from 'node:child_process';

const projects = [
  'packages/domain/tsconfig.json',
  'apps/api/tsconfig.json',
  'apps/web/tsconfig.json',
  'apps/server/tsconfig.json',
  'tsconfig.tools.json',
];
for (const project of projects) {
  process.stdout.write(`tsc -p ${project}\n`);
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: 'inherit' });
}
