export * from './concerns';
export * from './routines';
export * from './glossary';
export * from './inci';
export * from './free-from';
export * from './pairing';
export * from './guide-article';
export * from './advice-question';
