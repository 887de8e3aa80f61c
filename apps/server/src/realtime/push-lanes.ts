/**
 * A topic's sockets split into lanes, each pushed on slots of its own: the wall clock is cut
 * into slots of `intervalMs / lanes`, numbered from the epoch, and lane `j` owns the slots whose
 * number is `j` modulo `lanes`. Each socket is so pushed at most once per interval, and the
 * writes of one interval are spread over it in `lanes` parts instead of all at its start.
 *
 * Everything here is a pure function of the clock, so whoever knows a socket's lane (its client
 * port, `laneOf`) can tell when a price was due to reach it.
 */
export type PushLanes = {
  /** A socket is pushed at most once per interval. */
  intervalMs: number;
  lanes: number;
};

/** How long one slot lasts. */
export function slotMs(lanes: PushLanes): number {
  return lanes.intervalMs / lanes.lanes;
}

/**
 * A socket's lane key from its client port. Ports are not spread evenly over the lanes as they
 * are (Linux hands out connecting ports of one parity), so the port is mixed first (Fibonacci
 * hashing, the product's high bits).
 */
export function laneKeyOfPort(port: number): number {
  return Math.imul(port, 0x9e3779b1) >>> 16;
}

/** The lane of a key (a port's lane key, a counter): any integer, negative ones too. */
export function laneOf(key: number, lanes: number): number {
  return ((Math.trunc(key) % lanes) + lanes) % lanes;
}

/** The number of the last slot that began at or before `atMs`. */
export function slotAt(atMs: number, lanes: PushLanes): number {
  return Math.floor(atMs / slotMs(lanes));
}

/** When slot `slot` begins. */
export function slotStartMs(slot: number, lanes: PushLanes): number {
  return slot * slotMs(lanes);
}

/** The lane that owns slot `slot`. */
export function laneOfSlot(slot: number, lanes: PushLanes): number {
  return laneOf(slot, lanes.lanes);
}

/** When `lane`'s first slot at or after `atMs` begins. */
export function laneSlotAtOrAfterMs(atMs: number, lane: number, lanes: PushLanes): number {
  const first = Math.ceil(atMs / slotMs(lanes));
  return slotStartMs(first + laneOf(lane - first, lanes.lanes), lanes);
}
