export * from './roles';
export * from './session';
export * from './loans';
