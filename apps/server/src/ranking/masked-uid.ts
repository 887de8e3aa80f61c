/** A demo account's name on the board: its uid with the middle hidden, `12****78`. */
export const maskedUid = (uid: string): string =>
  uid.length <= 4 ? '****' : `${uid.slice(0, 2)}${'*'.repeat(uid.length - 4)}${uid.slice(-2)}`;
