/** What the browser says about itself: its agent string and how many touch points it has. */
export type BrowserAgent = { userAgent: string; maxTouchPoints?: number };

/** Phones, tablets and e-readers, by the words their browsers put in the agent string. */
const handheld =
  /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|KFAPWI|PlayBook|BlackBerry|BB10|Opera Mini|IEMobile|Windows Phone|webOS|HarmonyOS|OpenHarmony/i;

/**
 * Spec §2: the client runs as a desktop client on anything that is not a phone or tablet.
 * An iPad asks for desktop pages with a Mac agent; its touch screen gives it away.
 */
export function isDesktopAgent({ userAgent, maxTouchPoints = 0 }: BrowserAgent): boolean {
  if (handheld.test(userAgent)) return false;
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return false;
  return true;
}

/** Marks the page root with `desktop` so styles can tell a desktop client from a handheld one. */
export function markDesktopClient(root: HTMLElement, agent: BrowserAgent): boolean {
  const desktop = isDesktopAgent(agent);
  root.classList.toggle('desktop', desktop);
  return desktop;
}
