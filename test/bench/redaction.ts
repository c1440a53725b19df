// `npm run bench` section for redaction alone (no server): 1 MB of text without secrets through the redactor every
// stored text goes through. test/unit/redaction.test.ts proves that such text comes out unchanged; this times it.
import { performance } from 'node:perf_hooks';
import { createRedactor } from '../../src/redaction/redact.ts';
import { percentile } from './harness.ts';

/** Deterministic filler text (as test/unit/redaction.test.ts makes it). */
function body(length: number, seed: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'): string {
  let x = seed * 2654435761 + 1;
  let out = '';
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

/** 1 MB of what agents write that looks like secrets and is not: hashes, uuids, paths, code, base64. */
export function benignText(): string {
  const lines: string[] = [];
  for (let i = 0, size = 0; size < 1_048_576; i++) {
    const chunk = [
      `commit ${body(40, i, '0123456789abcdef')} session 0199a3b2-7c1d-7e4f-9a2b-3c4d5e6f7a8b file /home/dev/savepoint/src/module_${i}/index.ts:${i}`,
      `export function handle${i}(input: string): number { return input.length * ${i}; } // max_tokens: 4096`,
      'The agent read the repository, ran npm test and wrote a plan with three phases and nine steps.',
      Buffer.from(body(60, i)).toString('base64'),
    ];
    lines.push(...chunk);
    size += chunk.join('\n').length + 1;
  }
  return lines.join('\n').slice(0, 1_048_576);
}

/** `runs` timed redactions of the 1 MB text after a warm-up, in ms. */
export function redactionBench(runs = 20) {
  const text = benignText();
  const redact = createRedactor();
  if (redact.text(text) !== text) throw new Error('the benign text was changed: test/unit/redaction.test.ts fails too');
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    redact.text(text);
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}
