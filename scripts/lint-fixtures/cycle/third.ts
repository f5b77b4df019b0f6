import { second } from './second';

export const third = () => second() + 1;
