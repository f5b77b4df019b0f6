import { leaf } from './leaf';

export const noCycle = () => leaf() + 1;
