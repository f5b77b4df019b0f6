// `npm run bench`: builds, then runs each benchmark in turn. Reports numbers; it is not a timed test.
// `npm run bench -- --only scale` runs only the named steps (comma-separated: first-visit, lighthouse,
// shrink-photo, user-data, loans, plans, side-by-side, payroll, scale); `--scale-url <postgres url>` (or
// BENCH_SCALE_URL) points the scale step at the database `npm run seed:scale` made.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { only: { type: 'string' }, 'scale-url': { type: 'string' } },
});
const scaleArgs = values['scale-url'] ? ['--scale-url', values['scale-url']] : [];

const steps = [
  ['first-visit', 'npx', ['tsx', 'apps/web/bench/first-visit.ts']],
  ['lighthouse', 'npx', ['tsx', 'apps/web/bench/lighthouse.ts']],
  ['shrink-photo', 'npx', ['tsx', 'apps/web/bench/shrink-photo.ts']],
  ['user-data', 'node', ['apps/server/bench/user-data.mjs']],
  ['loans', 'node', ['apps/server/bench/loans.mjs']],
  ['plans', 'node', ['apps/server/bench/plans.mjs']],
  ['side-by-side', 'node', ['apps/server/bench/side-by-side.mjs']],
  ['payroll', 'node', ['apps/server/bench/payroll.mjs']],
  // Issue 24's goals on the scale database (skipped with a message when there is none).
  ['scale', 'node', ['apps/server/bench/scale.mjs', ...scaleArgs]],
];
const only = values.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((name) => !steps.some(([n]) => n === name)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown bench step: ${unknown.join(', ')} (steps: ${steps.map(([n]) => n).join(', ')})`);
  process.exit(1);
}
for (const [name, command, args] of [['build', 'npm', ['run', 'build']], ...steps]) {
  if (only && name !== 'build' && !only.includes(name)) continue;
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
