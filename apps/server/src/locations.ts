import { fileURLToPath } from 'node:url';
import path from 'node:path';

/*
 * This file sits directly in src/ and is bundled into dist/server.js: in both cases its parent folder
 * is apps/server, so the paths below hold for tsx, vitest and the built server alike.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = path.resolve(serverRoot, '..', '..');
export const migrationsDir = path.join(serverRoot, 'migrations');
export const webDistDir = path.join(repoRoot, 'apps', 'web', 'dist');
export const consoleDistDir = path.join(repoRoot, 'apps', 'console', 'dist');
