export * from './catalogue.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './core.ts';
export * from './enums.ts';
export * from './mail.ts';
export * from './users.ts';
