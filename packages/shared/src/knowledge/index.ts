export * from './concerns';
export * from './routines';
export * from './glossary';
export * from './pairing';
