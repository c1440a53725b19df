// A new branch's name in the user's repository: a plain name git accepts, not taken, and in no folder/file conflict
// with a branch there (refs/heads/a and refs/heads/a/b cannot both exist). Read-only: asked before anything is written.

/** refs/heads/<name>, or null when it is no plain new branch: an option, HEAD, @{...}, invalid, taken or in a conflict. */
export async function newBranchRef(git: (args: string[]) => Promise<string>, name: string): Promise<string | null> {
  if (name === '' || name.startsWith('-') || name === 'HEAD' || name === '@' || name.includes('@{') || name.length > 200) return null;
  const ref = `refs/heads/${name}`; // one argument starting with refs/: never read as an option, never expanded
  const valid = await git(['check-ref-format', ref]).then(
    () => true,
    () => false,
  );
  if (!valid) return null;
  const existing = (await git(['for-each-ref', '--format=%(refname)', 'refs/heads/'])).split('\n').filter(Boolean);
  return existing.some((other) => other === ref || other.startsWith(`${ref}/`) || ref.startsWith(`${other}/`)) ? null : ref;
}
