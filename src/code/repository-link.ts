// How a folder about to become a workspace reaches its git repository, for registration to decide (workspaces/): its
// own repository, or none, is fine; a `.git` leading outside it is refused, except a linked worktree, whose repository
// registration accepts only when it is the git folder of another workspace of the same owner (git/place.ts reads it).
import { PlaceRefused, readGitLink } from '../git/place.ts';

/** `refused`: why the folder's .git may not be used; `worktreeOf`: the repository (common dir) of a linked worktree. */
export type RepositoryLink = { refused: string } | { worktreeOf: string | null };

/** The repository a folder's `.git` leads to, as registration needs it. `folder`: a real path. */
export async function repositoryLinkOf(folder: string): Promise<RepositoryLink> {
  try {
    const link = await readGitLink(folder);
    return { worktreeOf: link.kind === 'worktree' ? link.commonDir : null };
  } catch (error) {
    if (error instanceof PlaceRefused) return { refused: error.message };
    throw error;
  }
}
