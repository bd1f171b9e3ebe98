export * from './clock.ts';
export * from './schemas.ts';
export * from './texts.ts';
