import type { Bus } from '../realtime/bus.ts';

/** Where a gateway says a trader's alerts changed, for the watcher (in the engine's process) to read them again. */
export const alertsChangedChannel = 'alerts.changed';

export function announceAlertsChanged(bus: Bus, userId: number): void {
  bus.publish(alertsChangedChannel, { userId });
}
