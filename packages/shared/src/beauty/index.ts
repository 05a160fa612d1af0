export * from './taxonomy';
