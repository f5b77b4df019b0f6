import { first } from './first';

export const second = () => first() + 1;
