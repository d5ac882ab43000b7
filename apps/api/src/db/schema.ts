// Every module's tables, gathered for the migration generator and the typed client.
export * from '../modules/translations/translations.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../platform/jobs/jobs.tables';
export * from '../modules/users/users.tables';
export * from '../modules/auth/auth.tables';
export * from '../platform/mail/mail.tables';
export * from '../modules/catalog/products.tables';
export * from '../modules/search/search.tables';
export * from '../modules/auth/identities.tables';
