// Housekeeping of snapshot stores (snapshot-store.ts) instead of git's auto-gc (which the store's config turns off): a
// loose object costs a whole 4 KiB block, so once roughly LOOSE_LIMIT new objects were written the loose ones are
// packed, by tidyStore (workspace-git.ts), which the agent runs after a checkpoint is committed, off its path:
// - `pack-objects --revs --unpacked --incremental` fed the snapshots (root trees) made since the last pack: only their
//   trees are walked, which gives every object its path, so git's delta search pairs successive versions of the same
//   folder's tree or file (100 snapshots of 10 files in a 5,000-file repository add about 1.5 MB); packed objects are
//   skipped;
// - objects no snapshot reaches (hashed by a restore, downloaded, or left by an earlier process) are packed as they
//   are; `prune-packed` then deletes the loose copies;
// - when packs pile up, `repack --geometric=2` merges the small ones.
// Failures are ignored: the snapshot is already written, and the next git command reports a real problem.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ShadowRepo } from './shadow-repo.ts';

const LOOSE_LIMIT = 512;
const PACK_LIMIT = 8;

/**
 * Counts objects an operation may have written loose (a blob and a tree per file, plus two for the snapshot), per store and
 * per process: objects written by another process are packed by the leftover pass. `tip`: the snapshot made, a root
 * tree, which pack-objects walks.
 */
export function noteWritten(repo: ShadowRepo, files: number, tip: string | null): void {
  const state = repo.caches.unpacked.get(repo.store) ?? { objects: 0, tips: [] };
  state.objects += files * 2 + (tip ? 2 : 0);
  if (tip) state.tips.push(tip);
  repo.caches.unpacked.set(repo.store, state);
}

async function looseObjects(dir: string): Promise<string[]> {
  const objects = path.join(dir, 'objects');
  const fanout = (await readdir(objects)).filter((name) => /^[0-9a-f]{2}$/.test(name));
  const lists = await Promise.all(
    fanout.map(async (prefix) => {
      const names = await readdir(path.join(objects, prefix)).catch(() => [] as string[]);
      return names.filter((name) => /^[0-9a-f]{38}(?:[0-9a-f]{24})?$/.test(name)).map((name) => prefix + name);
    }),
  );
  return lists.flat();
}

export async function packIfNeeded(repo: ShadowRepo): Promise<void> {
  const state = repo.caches.unpacked.get(repo.store);
  if (!state || state.objects < LOOSE_LIMIT) return;
  repo.caches.unpacked.delete(repo.store);
  const base = path.join(repo.store, 'objects', 'pack', 'pack');
  try {
    if (state.tips.length > 0) {
      await repo.git(['pack-objects', '-q', '--revs', '--unpacked', '--incremental', base], { stdin: `${state.tips.join('\n')}\n` });
      await repo.git(['prune-packed', '-q']);
    }
    const leftover = await looseObjects(repo.store);
    if (leftover.length > 0) {
      await repo.git(['pack-objects', '-q', base], { stdin: `${leftover.join('\n')}\n` });
      await repo.git(['prune-packed', '-q']);
    }
    const packs = (await readdir(path.join(repo.store, 'objects', 'pack'))).filter((name) => name.endsWith('.pack'));
    if (packs.length > PACK_LIMIT) await repo.git(['repack', '--geometric=2', '-d', '-q']);
  } catch {
    // best effort, see above
  }
}
