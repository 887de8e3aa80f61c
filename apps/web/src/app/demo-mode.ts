import type { Session, User } from '@tp/contract/entities';

/** Spec §6: a page whose title is exactly this runs the whole client as a demo. */
export const demoPageTitle = 'DEMO';

export type DemoModeDeps = {
  title: string;
  /** The user signed in now, if any. */
  user: User | null;
  /** The browser's stored demo device id. */
  deviceId: () => string;
  createDemoAccount: (deviceId: string) => Promise<Session>;
  signIn: (session: Session) => void;
};

/**
 * At start, a page titled DEMO signs in with this device's demo account without asking.
 * A demo session already there is kept; any other session gives way to the demo.
 * Answers whether it signed in.
 */
export async function startDemoMode(deps: DemoModeDeps): Promise<boolean> {
  if (deps.title !== demoPageTitle) return false;
  if (deps.user?.is_demo === 1) return false;
  const session = await deps.createDemoAccount(deps.deviceId());
  deps.signIn(session);
  return true;
}
