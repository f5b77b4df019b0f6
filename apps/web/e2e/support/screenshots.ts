import { resolve } from 'node:path';
import { screenshotsIn } from '@portal/test-support/browser';

/** The member suite's screenshots, under e2e/screenshots (ignored by git). */
export const { snap, snapWithoutToasts } = screenshotsIn(resolve(import.meta.dirname, '../screenshots'));
