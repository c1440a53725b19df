// The session `npm run demo` records (demo/seed.ts): a rate-limiting change planned in three phases, with agents of
// several roles, dependencies between their tasks, and a policy of checkpoints.
import type { SessionSpec } from '../../runner/writes.ts';

export const DEMO_SESSION = {
  objective: 'Add rate limiting to the public API',
  strategy: 'ADAPTIVE',
  config: { provider: 'anthropic', model: 'claude-sonnet-4', temperature: 0.2, maxTokens: 8192, extras: { tools: ['fs', 'shell'] } },
  metadata: { ticket: 'API-142', requestedBy: 'sam' },
  // A TASK checkpoint when an agent completes, and the session completes itself when its last task does.
  checkpointPolicy: { afterTask: true },
  autoComplete: true,
  plan: {
    phases: [
      {
        name: 'Analyse',
        tasks: [
          {
            key: 'survey',
            title: 'Survey the request path',
            role: 'architect',
            agentId: 'agent_architect_1',
            steps: [
              { kind: 'READ', title: 'Read src/server.ts', input: { path: 'src/server.ts' } },
              { kind: 'READ', title: 'Read README.md', input: { path: 'README.md' } },
            ],
          },
        ],
      },
      {
        name: 'Implement',
        tasks: [
          {
            key: 'limiter',
            title: 'Write the token-bucket limiter',
            role: 'engineer',
            agentId: 'agent_engineer_1',
            agentSessionRef: 'claude-resume-7f3a',
            dependsOn: ['survey'],
            steps: [
              { kind: 'WRITE', title: 'Create src/limiter.ts', input: { path: 'src/limiter.ts' } },
              { kind: 'EXEC', title: 'Run unit tests', input: { command: 'npm test' }, reversible: false },
            ],
          },
          {
            key: 'wire',
            title: 'Wire the limiter into the server',
            role: 'engineer',
            agentId: 'agent_engineer_2',
            dependsOn: ['survey'],
            steps: [{ kind: 'WRITE', title: 'Edit src/server.ts', input: { path: 'src/server.ts' } }],
          },
        ],
      },
      {
        key: 'review',
        name: 'Review',
        tasks: [
          {
            key: 'review',
            title: 'Review and approve the change',
            role: 'reviewer',
            dependsOn: ['limiter', 'wire'],
            steps: [{ kind: 'READ', title: 'Read the diff' }],
          },
        ],
      },
    ],
  },
} satisfies SessionSpec;
