import { useToasts } from './toast-store.ts';

export function Toaster() {
  const items = useToasts((s) => s.items);
  return (
    <div className="toaster" aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className="toast" role="status" data-testid="toast">
          {item.message}
        </div>
      ))}
    </div>
  );
}
