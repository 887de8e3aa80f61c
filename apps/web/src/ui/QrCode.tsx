import { useMemo } from 'react';
import { encodeQr } from './qr/qr-encode.ts';
import { qrSvgPath } from './qr/qr-svg-path.ts';

type QrCodeProps = {
  value: string;
  /** What the code holds, for screen readers. */
  label: string;
  sizePx?: number;
  testId?: string;
};

/** Scanners want four light modules around the symbol. */
const quietZone = 4;

function encodeOrNothing(value: string) {
  try {
    return value ? encodeQr(value) : null;
  } catch {
    // Longer than version 10 holds: the text beside the code still carries it.
    return null;
  }
}

/** A QR Code of `value`, dark on white whatever the theme, so that any camera reads it. */
export function QrCode({ value, label, sizePx = 176, testId }: QrCodeProps) {
  const symbol = useMemo(() => encodeOrNothing(value), [value]);
  if (!symbol) return null;
  const span = symbol.size + quietZone * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${span} ${span}`}
      width={sizePx}
      height={sizePx}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-version={symbol.version}
    >
      <rect width={span} height={span} fill="#ffffff" />
      <path d={qrSvgPath(symbol, quietZone)} fill="#000000" />
    </svg>
  );
}
