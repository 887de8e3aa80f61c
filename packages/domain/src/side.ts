export const Side = { buy: 1, sell: 2 } as const;
export type Side = (typeof Side)[keyof typeof Side];

/** +1 for a buy, −1 for a sell: the sign a price move has on the position's P&L. */
export const direction = (side: Side): 1 | -1 => (side === Side.buy ? 1 : -1);

export const isSide = (n: number): n is Side => n === Side.buy || n === Side.sell;
