import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page as a chunk of its own, fetched the first time it renders: `load` imports its module
 * and `name` picks the page out of it (the app's modules export by name, not by default).
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
