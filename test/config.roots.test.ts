// The server's default workspace roots (no SAVEPOINT_WORKSPACE_ROOTS): the home folder of the server's user and the
// OS temp folder, except when the server runs as root (uid 0): then never root's home, nor anything in it (issue 21),
// since every owner without roots of its own could otherwise register ~/.ssh's folder and fork into it.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ROOT } from './helpers/process.ts';

describe('default workspace roots', () => {
  it("are the user's home and the temp folder for an ordinary user", () => {
    const config = loadConfig({}, '/srv', { uid: 1000, home: '/home/alice', rootHome: '/root', tmp: '/tmp' });
    expect(config.workspaceRoots).toEqual(['/home/alice', '/tmp']);
  });

  it("never include root's home when the server runs as root, whatever HOME says", () => {
    expect(loadConfig({}, '/srv', { uid: 0, home: '/root', rootHome: '/root', tmp: '/tmp' }).workspaceRoots).toEqual(['/tmp']);
    // sudo keeping HOME, a temp folder inside root's home, root's home elsewhere: none of it is a root.
    expect(loadConfig({}, '/srv', { uid: 0, home: '/home/alice', rootHome: '/root', tmp: '/tmp' }).workspaceRoots).toEqual(['/tmp']);
    expect(loadConfig({}, '/srv', { uid: 0, home: '/root', rootHome: '/root', tmp: '/root/tmp' }).workspaceRoots).toEqual([]);
    expect(loadConfig({}, '/srv', { uid: 0, home: '/var/root', rootHome: '/var/root', tmp: '/tmp' }).workspaceRoots).toEqual(['/tmp']);
  });

  it('leave roots an operator set alone', () => {
    const env = { SAVEPOINT_WORKSPACE_ROOTS: ['/root/projects', '/srv/work'].join(path.delimiter) };
    expect(loadConfig(env, '/srv', { uid: 0, home: '/root', rootHome: '/root', tmp: '/tmp' }).workspaceRoots).toEqual(['/root/projects', '/srv/work']);
  });

  it('hold for the real process: as root, its defaults leave out its home', () => {
    const script =
      "import('./src/config.ts').then(({ loadConfig }) => process.stdout.write(JSON.stringify({ uid: process.getuid(), roots: loadConfig({}).workspaceRoots })))";
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.homedir() };
    const { uid, roots } = JSON.parse(execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['-e', script], { cwd: ROOT, env }).toString('utf8'));
    if (uid === 0) expect(roots).not.toContain(os.homedir());
    else expect(roots).toContain(os.homedir());
    expect(roots).toContain(os.tmpdir());
  });
});
