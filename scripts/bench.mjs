// `npm run bench`: builds, then runs each benchmark in turn. Reports numbers; it is not a timed test.
import { spawnSync } from 'node:child_process';

const steps = [
  ['npm', ['run', 'build']],
  ['npx', ['tsx', 'apps/web/bench/first-visit.ts']],
  ['npx', ['tsx', 'apps/web/bench/lighthouse.ts']],
  ['npx', ['tsx', 'apps/web/bench/shrink-photo.ts']],
  ['node', ['apps/server/bench/user-data.mjs']],
  ['node', ['apps/server/bench/loans.mjs']],
  ['node', ['apps/server/bench/plans.mjs']],
  ['node', ['apps/server/bench/side-by-side.mjs']],
  ['node', ['apps/server/bench/payroll.mjs']],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
