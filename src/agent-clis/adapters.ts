// The agent CLIs Savepoint records, by the name people give (`savepoint hook <name>`, `savepoint import <name>`).
// Adding one: write its adapter (see adapter.ts and claude-code/) and list it here.
import type { AdapterState, AgentCliAdapter, HookEventBase } from './adapter.ts';
import { claudeCode } from './claude-code/adapter.ts';

export type AnyAdapter = AgentCliAdapter<HookEventBase, AdapterState>;

export const AGENT_CLIS: Readonly<Record<string, AnyAdapter>> = {
  [claudeCode.name]: claudeCode as unknown as AnyAdapter,
};

export function adapterNamed(name: string): AnyAdapter | null {
  return Object.hasOwn(AGENT_CLIS, name) ? AGENT_CLIS[name]! : null;
}
