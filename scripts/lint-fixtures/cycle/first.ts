import { third } from './third';

export const first = () => third() + 1;
