export * from './ui-constants';
export * from './users';
export * from './translations';
