export * from './spa-routes';
export * from './runtime-config';
export * from './errors';
export * from './health';
export * from './accounts';
