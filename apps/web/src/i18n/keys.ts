/**
 * Every dotted key of a nested texts file, so a misspelt key fails to compile. Plural forms
 * (`items_one`, `items_other`… of i18next) are one key, `items`, asked for with `{ count }`.
 */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${PluralBase<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type PluralBase<K extends string> =
  K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
