export * from './constants';
export * from './phone';
export * from './site-path';
export * from './schemas';
export * from './csv';
export * from './text';
export * from './time';
