// The admin's and the back-office's namespaces still import the factory from here (their owners
// move them to lib/i18n-namespace.ts); one implementation, this is only its old address.
export { i18nNamespace as catalogueNamespace } from '../../lib/i18n-namespace.ts';
