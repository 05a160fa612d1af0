export * from './constants';
export * from './messages';
export * from './contracts/envelope';
export * from './contracts/catalog';
export * from './contracts/auth';
export * from './contracts/health';
export * from './money';
export * from './load-context';
