// The process the embedded agents run in: one child of the server for all of them, started when the first is needed.
// Each git process an agent starts is forked from the process that starts it, and a fork copies the page tables of the
// whole parent: from a server of ~400 MB it blocked the server's event loop ~6–10 ms per git process (a code
// checkpoint runs five), every request and delivery waiting behind it. Forked from this small process, git costs the
// server nothing, and the agents' hashing and packing run beside the server rather than inside its event loop.
// The server still decides (admit: at each command, the owner still local, the folder still the one attached); this
// process only carries the commands out. Killed with the server (or on its own), what a command left half-done is
// settled from the agent's journal when it starts again, as after any crash.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AgentOptions } from '../agent/runtime.ts';
import type { Logger } from '../logger.ts';

/** What an agent of this process is started with: the options that cross the process boundary. */
export type HostedOptions = Pick<AgentOptions, 'token' | 'key' | 'folder' | 'host' | 'workspaceId' | 'agentDir' | 'maxFileBytes' | 'forkRoots'> & {
  url: string;
};

/** A refusal or failure as it crosses the boundary: the agent's error code (when it has one), its message and paths. */
export type Refusal = { code: string | null; message: string; paths: readonly string[] };

/** What the server asks of the process (`workspace`: the workspace's row id, the key of its agent there). */
export type ToAgents =
  | { type: 'serve'; id: number; workspace: string; options: HostedOptions }
  | { type: 'stop'; id: number; workspace: string }
  | { type: 'admitted'; id: number; refusal: Refusal | null };

/** What the process tells the server: an answer to a request, a question before a command, a warning to log. */
export type FromAgents =
  | { type: 'done'; id: number; agentId: string | null; failure: Refusal | null }
  | { type: 'admit'; id: number; workspace: string }
  | { type: 'warn'; message: string };

/** An agent running there, as the server holds it. */
export type HostedAgent = { agentId: string; stop: () => Promise<void> };

export type AgentsProcess = {
  /** Starts the workspace's agent there (the process started first if it is not running); rejects with its failure. */
  start: (workspace: string, options: HostedOptions) => Promise<HostedAgent>;
  /** Stops every agent it runs (each finishing the command at hand), then the process. */
  close: () => Promise<void>;
};

/** How long the process is given to exit once told to, before it is killed. */
const EXIT_WAIT_MS = 5_000;

const CHILD = fileURLToPath(new URL('./agents.child.ts', import.meta.url));
const ROOT = path.resolve(path.dirname(CHILD), '../..'); // where `tsx` resolves from

export function startAgentsProcess(options: {
  logger: Logger;
  /** Asked before each command an agent there carries out; a throw refuses the command (its code and message reported). */
  admit: (workspace: string) => Promise<void>;
  /** The process exited without being told to: its agents are gone (each started again when needed). */
  onLost: () => void;
}): AgentsProcess {
  const { logger } = options;
  let current: { child: ChildProcess; ask: (message: AskOf<ToAgents>) => Promise<string | null> } | null = null;
  let closing = false;

  const launch = () => {
    const child = fork(CHILD, [], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'json' });
    const waiting = new Map<number, { resolve: (agentId: string | null) => void; reject: (error: Error) => void }>();
    let next = 0;
    const reply = (message: ToAgents) => {
      if (child.connected) child.send(message);
    };
    child.on('message', (message: FromAgents) => {
      if (message.type === 'warn') logger.warn(message.message);
      else if (message.type === 'admit') {
        options.admit(message.workspace).then(
          () => reply({ type: 'admitted', id: message.id, refusal: null }),
          (error: unknown) => reply({ type: 'admitted', id: message.id, refusal: refusalOf(error) }),
        );
      } else {
        const asked = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.failure) asked?.reject(Object.assign(new Error(message.failure.message), { code: message.failure.code }));
        else asked?.resolve(message.agentId);
      }
    });
    child.on('error', (error) => logger.warn(`the embedded agents' process: ${error.message}`));
    child.once('exit', (code, signal) => {
      const lost = current?.child === child;
      if (lost) current = null;
      for (const { reject } of waiting.values()) reject(new Error(`the embedded agents' process exited (${signal ?? `code ${code}`})`));
      waiting.clear();
      if (lost && !closing) {
        logger.warn(`the embedded agents' process exited (${signal ?? `code ${code}`}); each agent starts again when a verb needs it`);
        options.onLost();
      }
    });
    const ask = (message: AskOf<ToAgents>) =>
      new Promise<string | null>((resolve, reject) => {
        if (!child.connected) return reject(new Error("the embedded agents' process is not running"));
        const id = next++;
        waiting.set(id, { resolve, reject });
        child.send({ ...message, id } as ToAgents);
      });
    return { child, ask };
  };

  return {
    start: async (workspace, hosted) => {
      if (closing) throw new Error('the server is stopping');
      current ??= launch();
      const { ask } = current;
      const agentId = await ask({ type: 'serve', workspace, options: hosted });
      return { agentId: agentId!, stop: async () => void (await ask({ type: 'stop', workspace }).catch(() => null)) };
    },
    close: async () => {
      closing = true;
      const running = current;
      current = null;
      if (!running) return;
      const { child } = running;
      const exited = new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
      if (child.connected) child.disconnect(); // its agents were stopped (LocalAgents.stop); it exits once disconnected
      const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_WAIT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A message without its request id (given when sent). */
type AskOf<T> = T extends { id: number } ? Omit<T, 'id'> : never;

/** An error as it crosses the boundary: an agent's error keeps its code and paths. */
export function refusalOf(error: unknown): Refusal {
  const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
  const paths = typeof error === 'object' && error !== null && 'paths' in error && Array.isArray(error.paths) ? (error.paths as string[]) : [];
  return { code, message: error instanceof Error ? error.message : String(error), paths };
}
