import type { QrSymbol } from './qr-encode.ts';

/** The dark modules as one SVG path of unit squares, offset by the quiet zone. */
export function qrSvgPath(symbol: QrSymbol, quietZone: number): string {
  const parts: string[] = [];
  symbol.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
    });
  });
  return parts.join('');
}
