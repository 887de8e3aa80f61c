/** Why a socket may not open: too many in all, or too many from its client address. */
export type AllowanceRefusal = 'busy' | 'address';

/**
 * Counts the sockets open or opening, in all and per client address, so that neither passes
 * its limit. A place is taken before the upgrade and given back when the connection ends.
 */
export class SocketAllowance {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { clientsMax: number; clientsPerAddressMax: number }) {}

  /** Takes a place for a socket of `address`, or answers why there is none. */
  take(address: string): AllowanceRefusal | undefined {
    if (this.total >= this.limits.clientsMax) return 'busy';
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.limits.clientsPerAddressMax) return 'address';
    this.byAddress.set(address, held + 1);
    this.total += 1;
    return undefined;
  }

  giveBack(address: string): void {
    const held = this.byAddress.get(address);
    if (held === undefined) return;
    if (held <= 1) this.byAddress.delete(address);
    else this.byAddress.set(address, held - 1);
    this.total -= 1;
  }

  get size(): number {
    return this.total;
  }

  heldBy(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }
}
