import { type BootData, bootDataElementId, languageCookie } from '@tp/contract/app-page';
import { defaultLanguage, type Language, languages } from '@tp/contract/languages';

/** The trader's language from the app's cookie; anything else (none, forged, unknown) is the default. */
export function cookieLanguage(cookieHeader: string | undefined): Language {
  if (!cookieHeader || cookieHeader.length > 8_192) return defaultLanguage;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=', 2);
    if (name?.trim() !== languageCookie) continue;
    const code = value?.trim();
    return languages.find((known) => known === code) ?? defaultLanguage;
  }
  return defaultLanguage;
}

/**
 * The boot data as the content of a `<script type="application/json">`: JSON whose `<` are escaped,
 * so that no text in it (an instrument's name, say) can close the element or open another.
 */
export function bootScript(data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${bootDataElementId}">${json}</script>`;
}

/**
 * The build's page with the language's files announced in its head (those it does not announce
 * already) and the boot data at the end of its body, where it does not hold up the head's files.
 */
export function appPage(
  html: string,
  extras: { preload: readonly string[]; boot?: BootData | undefined },
): string {
  const links = extras.preload
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file) && !html.includes(`"${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  let page = links ? html.replace('</head>', `${links}</head>`) : html;
  if (extras.boot) page = page.replace('</body>', `${bootScript(extras.boot)}</body>`);
  return page;
}
