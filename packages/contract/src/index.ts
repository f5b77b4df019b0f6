export * from './paths';
export * from './messages';
export * from './flags';
export * from './envelope';
export * from './rules';
export * from './accounts';
export * from './calls';
