/** Another language's text for an area: exactly the English keys, each a string. */
export type AreaMessages<English> = { readonly [K in keyof English]: string };
