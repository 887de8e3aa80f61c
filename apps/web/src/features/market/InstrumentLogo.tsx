import type { Instrument } from '@tp/contract/entities';

export function InstrumentLogo({
  instrument,
  size = 32,
}: {
  instrument: Instrument;
  size?: number;
}) {
  if (!instrument.Logo) {
    return (
      <span
        className="logo logo--blank"
        style={{ inlineSize: size, blockSize: size }}
        aria-hidden="true"
      >
        {instrument.ShowCode.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      className="logo"
      src={instrument.Logo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
