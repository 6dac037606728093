/**
 * The closed lists the model offers staff as choices. They are named once, in the domain
 * package, so the seed data and the site read the same values (docs/content-model.md).
 */
export * from '@rental/domain/vocabulary';
export { LANGUAGE_CODES } from '@rental/domain/locale';
