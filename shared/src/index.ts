export * from './constants';
export * from './phone';
export * from './schemas';
export * from './csv';
