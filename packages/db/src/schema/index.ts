export * from './platform';
export * from './accounts';
export * from './content';
export * from './classrooms';
export * from './payments';
export * from './assignments';
export * from './bncc';
export * from './correction';
