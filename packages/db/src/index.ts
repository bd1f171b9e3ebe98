export * from './connect.ts';
export type * from './database.ts';
export * from './env.ts';
export * from './migrate.ts';
export * from './passwords.ts';
export type * from './tables/identity.ts';
export type * from './tables/spine.ts';
export * from './outbox.ts';
