// Owned by packages/contracts, which the API's messages share.
export { plural, pluralForm } from '@aula/contracts';
