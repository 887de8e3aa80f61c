import { type ComponentType, lazy, useState } from 'react';

/** A page whose code is fetched the first time it renders, or earlier with `preload`. */
export type LazyPage<Props extends object> = ComponentType<Props> & {
  /** Fetches the page's code now; once it is here the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * A page as a chunk of its own, fetched the first time it renders: `load` imports its module
 * and `name` picks the page out of it (the app's modules export by name, not by default).
 * Code already fetched (`preload`) renders at once: a suspended page shows its content no sooner
 * than React's reveal throttle, a few hundred milliseconds, after its fallback.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  const fetchPage = (): Promise<ComponentType<Props>> =>
    load().then((module) => {
      loaded = module[name];
      return loaded;
    });
  const Suspending = lazy<ComponentType<Props>>(() =>
    fetchPage().then((page) => ({ default: page })),
  );
  function Page(props: Props) {
    // Chosen once per mount, so that the code arriving later never swaps the page's component.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Suspending {...props} />;
  }
  Page.preload = () => fetchPage().then(() => undefined);
  return Page;
}
