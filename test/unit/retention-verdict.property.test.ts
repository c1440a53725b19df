// retention.model.ts verdictOf, over random moments: nothing is purged unless it is due and was warned at least the
// policy's warning time before; what falls due within that time and was never warned is warned now; and a run that
// follows the verdicts warns before it purges, every time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purgeAfter, verdictOf } from '../../src/retention/retention.model.ts';

const HOUR = 3_600_000;
const moment = fc.integer({ min: 0, max: 1_000 * HOUR });

describe('verdictOf', () => {
  it('purges only what is due and was warned warnHours before; warns only what is unwarned and due within warnHours', () => {
    fc.assert(
      fc.property(moment, fc.option(moment, { nil: null }), fc.integer({ min: 0, max: 200 }), moment, (due, warned, warnHours, now) => {
        const verdict = verdictOf({ dueAt: new Date(due), warnedAt: warned === null ? null : new Date(warned) }, warnHours, new Date(now));
        if (verdict === 'PURGE') {
          expect(due).toBeLessThanOrEqual(now);
          expect(warned).not.toBeNull();
          expect(warned!).toBeLessThanOrEqual(now - warnHours * HOUR);
        }
        if (verdict === 'WARN') {
          expect(warned).toBeNull();
          expect(due).toBeLessThanOrEqual(now + warnHours * HOUR);
        }
        if (warned === null && due <= now + warnHours * HOUR) expect(verdict).toBe('WARN');
      }),
    );
  });

  it('lets a run that follows it purge only after its warning has stood warnHours, and at or after purgeAfter', () => {
    fc.assert(
      fc.property(
        moment,
        fc.integer({ min: 0, max: 200 }),
        fc.array(fc.integer({ min: 1, max: 50 * HOUR }), { minLength: 1, maxLength: 30 }),
        (due, warnHours, steps) => {
          let now = 0;
          let warnedAt: Date | null = null;
          let announced: Date | null = null;
          for (const step of steps) {
            now += step;
            const verdict = verdictOf({ dueAt: new Date(due), warnedAt }, warnHours, new Date(now));
            if (verdict === 'WARN') {
              warnedAt = new Date(now);
              announced = purgeAfter(new Date(due), warnHours, new Date(now));
            }
            if (verdict === 'PURGE') {
              expect(announced).not.toBeNull();
              expect(now).toBeGreaterThanOrEqual(announced!.getTime());
              return;
            }
          }
        },
      ),
    );
  });
});
