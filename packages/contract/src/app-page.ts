import type { Instrument } from './entities.ts';

/**
 * What the server writes into the trader app's page as it sends it, so that the first screen draws
 * without waiting for a request of its own: the instruments with their prices (trade_list's
 * `data`, as of the page's sending), in a `<script type="application/json">` with this id.
 */
export const bootDataElementId = 'tp-boot';

export type BootData = { tradeList: Instrument[] };

/**
 * The cookie in which the app keeps the trader's language (one of the spec's codes) for the
 * server: the page it sends then announces that language's texts with the app's own files.
 */
export const languageCookie = 'tp_lang';
