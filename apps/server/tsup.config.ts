import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/cli/staff.ts', 'src/cli/audit-verify.ts', 'src/cli/seed-scale.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The contract is TypeScript source in the workspace: bundle it. Everything else stays in node_modules.
  noExternal: ['@portal/contract'],
  // The scale seeder's (a devDependency, which tsup would otherwise bundle).
  external: ['pg-copy-streams'],
});
