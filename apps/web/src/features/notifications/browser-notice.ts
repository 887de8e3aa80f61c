/**
 * The browser's own notifications (the Notification API), shown only when the trader allowed
 * them and the page is hidden: while it is visible the in-app banner says the same. Permission
 * is asked only from a gesture (the switch on the notifications page), never on load.
 */
export type BrowserNoticeState = 'unsupported' | 'default' | 'granted' | 'denied';

const notificationApi = (): typeof Notification | undefined =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;

/** Where the browser stands; `granted` only counts once the trader also switched them on here. */
export function browserNoticeState(): BrowserNoticeState {
  const api = notificationApi();
  return api ? api.permission : 'unsupported';
}

/** The trader's own switch, remembered per browser (granting permission once is not enough). */
export const browserNoticeSwitchKey = 'tp.browserNotices';

export const browserNoticesOn = (): boolean =>
  browserNoticeState() === 'granted' && localStorage.getItem(browserNoticeSwitchKey) === '1';

/** From the switch: asks permission when the browser has not been asked, and remembers the choice. */
export async function switchBrowserNotices(on: boolean): Promise<BrowserNoticeState> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  if (!on) {
    localStorage.setItem(browserNoticeSwitchKey, '0');
    return api.permission;
  }
  const permission = api.permission === 'default' ? await api.requestPermission() : api.permission;
  localStorage.setItem(browserNoticeSwitchKey, permission === 'granted' ? '1' : '0');
  return permission;
}

/** Shows the notification through the browser if the trader wants it and is not looking at the page. */
export function showBrowserNotice(title: string, body: string, tag: string): boolean {
  const api = notificationApi();
  if (!api || !browserNoticesOn() || document.visibilityState !== 'hidden') return false;
  try {
    new api(title, { body, tag });
    return true;
  } catch {
    // Some mobile browsers allow notifications only from a service worker: the banner remains.
    return false;
  }
}
