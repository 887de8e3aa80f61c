import { useTestId } from './pane-visibility.ts';

type SkeletonRowsProps = { count: number };

export function SkeletonRows({ count }: SkeletonRowsProps) {
  const tid = useTestId();
  return (
    <div className="skeleton-rows" aria-busy="true" data-testid={tid('skeleton')}>
      {Array.from({ length: count }, (_, index) => (
        // The rows are identical placeholders, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
        <div key={index} className="skeleton-row">
          <span className="skeleton skeleton--circle" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--short" />
        </div>
      ))}
    </div>
  );
}
