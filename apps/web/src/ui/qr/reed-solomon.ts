/** Reed–Solomon error correction over GF(256) with the QR polynomial x⁸ + x⁴ + x³ + x² + 1. */

const fieldPolynomial = 0x11d;

/** The product of two field elements (carry-less multiplication reduced by the field polynomial). */
export function gfMultiply(a: number, b: number): number {
  let product = 0;
  for (let bit = 7; bit >= 0; bit--) {
    product = (product << 1) ^ ((product >>> 7) * fieldPolynomial);
    if ((b >>> bit) & 1) product ^= a;
  }
  return product & 0xff;
}

/**
 * The generator (x − α⁰)(x − α¹)…(x − α^(degree−1)) with α = 2, highest power first and the
 * leading 1 left out: `degree` coefficients.
 */
export function rsGenerator(degree: number): number[] {
  let coefficients = [1];
  let root = 1;
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(coefficients.length + 1).fill(0);
    coefficients.forEach((c, j) => {
      next[j] = (next[j] ?? 0) ^ c;
      next[j + 1] = (next[j + 1] ?? 0) ^ gfMultiply(c, root);
    });
    coefficients = next;
    root = gfMultiply(root, 2);
  }
  return coefficients.slice(1);
}

/** The error correction codewords of `data`: the remainder of data·x^degree divided by the generator. */
export function rsRemainder(data: readonly number[], generator: readonly number[]): number[] {
  const remainder = new Array<number>(generator.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    generator.forEach((g, i) => {
      remainder[i] = (remainder[i] ?? 0) ^ gfMultiply(g, factor);
    });
  }
  return remainder;
}
