export * from './constants.ts';
export * from './enums.ts';
export * from './environments.ts';
export * from './errors.ts';
export * from './http.ts';
export * from './schemas/admin-auth.ts';
export * from './schemas/common.ts';
export * from './schemas/settings.ts';
