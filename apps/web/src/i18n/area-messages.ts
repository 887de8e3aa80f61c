/** i18next's plural forms, as `Intl.PluralRules` names them. */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** An English key that is one counted text (`name_one`, `name_other`): its name without the form. */
type CountedName<K> = K extends `${infer Name}_${PluralForm}` ? Name : never;

/**
 * Another language's text for an area: the English keys, each a string; a counted text in the
 * plural forms that language has (its `_other` always, the rest as its rules need; the tests
 * hold each language to its own forms).
 */
export type AreaMessages<English> = {
  readonly [K in Exclude<keyof English, `${string}_${PluralForm}`>]: string;
} & { readonly [K in `${CountedName<keyof English>}_other`]: string } & {
  readonly [K in `${CountedName<keyof English>}_${Exclude<PluralForm, 'other'>}`]?: string;
};
