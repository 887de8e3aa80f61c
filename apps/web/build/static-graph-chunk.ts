import type { ChunkingContext } from 'rolldown';

/**
 * A code-splitting group's name function: each named root (an absolute module path) gets one chunk
 * with the app's own modules it imports statically, directly or through others, that no earlier
 * root imports. Libraries (node_modules) are left to their own groups, dynamic imports to their
 * own chunks. Without it the bundler makes a chunk for every set of pages that share a module,
 * and the first screen fetches a dozen files of a kilobyte each.
 */
export function staticGraphChunk(
  roots: Record<string, string>,
): (moduleId: string, ctx: ChunkingContext) => string | null {
  let owners: Map<string, string> | null = null;
  return (moduleId, ctx) => {
    owners ??= ownersOf(roots, ctx);
    return owners.get(moduleId) ?? null;
  };
}

function ownersOf(roots: Record<string, string>, ctx: ChunkingContext): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [name, root] of Object.entries(roots)) {
    const queue = [root];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id) || id.includes('/node_modules/') || id.startsWith('\0')) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      if (!owners.has(id)) owners.set(id, name);
      queue.push(...info.importedIds);
    }
  }
  return owners;
}
