import { describe, expect, it } from 'vitest';
import { rowsInOrder } from './prepared.ts';

describe('rowsInOrder', () => {
  const rows = [
    { id: 'c', name: 'Chai Point' },
    { id: 'a', name: 'Apna Bazaar' },
  ];

  it("gives the rows in the ids' order, whatever order the database read them in", async () => {
    const listed = await rowsInOrder(
      ['a', 'c'],
      async () => rows,
      (r) => r.id,
    );
    expect(listed.map((r) => r.name)).toEqual(['Apna Bazaar', 'Chai Point']);
  });

  it('leaves out an id whose row went between the two reads', async () => {
    const listed = await rowsInOrder(
      ['b', 'c', 'a'],
      async () => rows,
      (r) => r.id,
    );
    expect(listed.map((r) => r.id)).toEqual(['c', 'a']);
  });

  it('reads nothing for a page without ids', async () => {
    let reads = 0;
    const listed = await rowsInOrder(
      [],
      async () => {
        reads += 1;
        return rows;
      },
      (r) => r.id,
    );
    expect(listed).toEqual([]);
    expect(reads).toBe(0);
  });
});
