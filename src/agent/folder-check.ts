// Is the folder an agent serves still the folder it attached? Asked before each command by an agent that runs with
// more privileges than the folder's owner (the one a server embeds for its local owners): a folder replaced by a
// symbolic link since, or a `.git` leading into another repository, is refused before any file is read or written.
import { checkPlace, PlaceRefused, readGitLink } from '../git/place.ts';
import { AgentError } from './command.ts';

/** Refuses (WORKSPACE_REPLACED, REPOSITORY_OUTSIDE) a folder that is no longer the one attached; `folder`: its real path. */
export async function checkServedFolder(folder: string): Promise<void> {
  try {
    if ((await checkPlace(folder)) === 'present') await readGitLink(folder);
  } catch (error) {
    if (error instanceof PlaceRefused) throw new AgentError(error.reason, error.message);
    throw error;
  }
}
