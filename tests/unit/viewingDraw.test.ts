import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawFrom, newDrawSeed, seededStream, uniformBelow } from '../../server/modules/viewings/draw';
import { listApiPath } from '../../schema/listPaths';
import { viewingActionRefusal, viewingTimeErrors } from '../../schema/viewings';

const seedOf = (i: number) => createHash('sha256').update(`viewing draw ${i}`).digest('hex');

/** Chi-square statistic of observed counts against equal expected counts. */
const chiSquare = (counts: readonly number[]) => {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
};

describe('the viewing draw', () => {
  it('gives the same result for the same seed and candidates, whatever their order', () => {
    const seed = newDrawSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const candidates = Array.from({ length: 180 }, (_, i) => 1000 + i * 7);
    const a = drawFrom(seed, candidates, 30);
    expect(a).toHaveLength(30);
    expect(new Set(a).size).toBe(30);
    expect(drawFrom(seed, [...candidates].reverse(), 30)).toEqual(a);
    // a draw of more than there are takes everyone; duplicates count once
    expect(drawFrom(seed, [3, 1, 3, 2], 10).sort()).toEqual([1, 2, 3]);
    // another seed, another result
    expect(drawFrom(newDrawSeed(), candidates, 30)).not.toEqual(a);
  });

  it('is recomputable from the documented stream: SHA-256 of seed and counter, 32-bit big-endian numbers', () => {
    const seed = seedOf(1);
    const next = seededStream(seed);
    const block = createHash('sha256')
      .update(Buffer.from(seed, 'hex'))
      .update(Buffer.from([0, 0, 0, 0]))
      .digest();
    expect(next()).toBe(block.readUInt32BE(0));
    expect(next()).toBe(block.readUInt32BE(4));
  });

  it('rejects out-of-range numbers rather than folding them (no modulo bias)', () => {
    const values = [2 ** 32 - 1, 5];
    const next = () => values.shift()!;
    // 2^32 - 1 lies above the largest multiple of 3 below 2^32: rejected, then 5 % 3
    expect(uniformBelow(next, 3)).toBe(2);
  });

  it('gives every candidate the same chance: chi-square over 10,000 draws', () => {
    const n = 10;
    const first = new Array<number>(n).fill(0);
    const chosen = new Array<number>(n).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const result = drawFrom(
        seedOf(i),
        Array.from({ length: n }, (_, k) => k),
        3,
      );
      first[result[0]!]! += 1;
      for (const id of result) chosen[id]! += 1;
    }
    // 9 degrees of freedom: 27.88 is the 0.1 % critical value
    expect(chiSquare(first)).toBeLessThan(27.88);
    expect(chiSquare(chosen)).toBeLessThan(27.88);
    expect(chosen.reduce((a, b) => a + b, 0)).toBe(30_000);
  });
});

describe('viewing rules', () => {
  it('checks times: end after start, slots inside the appointment', () => {
    expect(viewingTimeErrors({ startTime: '17:00', endTime: '16:00', slots: [] })).toEqual({
      endTime: 'viewing_end_before_start',
      slots: 'viewing_slots_required',
    });
    expect(
      viewingTimeErrors({
        startTime: '17:00',
        endTime: '18:00',
        slots: [{ startTime: '17:30', endTime: '18:30' }],
      }),
    ).toEqual({ 'slots.0.startTime': 'viewing_slot_outside' });
  });

  it('enables the actions by state, date and bookings', () => {
    const today = '2026-03-14';
    const planned = { state: 'planned', date: '2026-03-20', booked: 0 };
    expect(viewingActionRefusal('complete', planned, today)).toBe('viewing_complete_before_date');
    expect(viewingActionRefusal('complete', { ...planned, date: today }, today)).toBeNull();
    expect(viewingActionRefusal('delete', { ...planned, booked: 2 }, today)).toBe('viewing_delete_booked');
    expect(viewingActionRefusal('delete', { ...planned, state: 'cancelled', booked: 2 }, today)).toBeNull();
    expect(viewingActionRefusal('edit', { ...planned, state: 'completed' }, today)).toBe(
      'viewing_is_completed',
    );
    expect(viewingActionRefusal('present', { ...planned, state: 'completed' }, today)).toBeNull();
  });
});

describe('viewing lists', () => {
  it('names the booked list by default and the list without registrations by its meta', () => {
    expect(listApiPath('viewing-appointments')).toBe('appointments/booked');
    expect(listApiPath('viewing-appointments', { viewings: 'without-registrations' })).toBe(
      'appointments/without-registrations',
    );
  });
});
