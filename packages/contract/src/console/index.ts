export * from './roles';
export * from './session';
export * from './loans';
export * from './audit';
export * from './support';
export * from './staff-admin';
export * from './payroll';
export * from './organismos';
