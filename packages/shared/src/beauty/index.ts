export * from './taxonomy';
export * from './product-beauty';
export * from './beauty-schema';
export * from './interpret-query';
export * from './search-synonyms';
export * from './skin-profile';
export * from './skin-fit';
