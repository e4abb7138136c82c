export * from './spa-routes';
export * from './runtime-config';
export * from './errors';
export * from './health';
