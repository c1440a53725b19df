// Where two conversations' visible messages part: the shared prefix (the same message ids in the same order: a
// fork's conversation shows its source's messages up to the fork point under their original ids, then its own), the
// last shared message, and the first messages of each side after it. Both sides are read page by page in seq order,
// side by side (each pair of page reads sent together), and reading stops once the sides part and the lists are
// full: a fork of a 10,000-message conversation costs ten pages a side, never one unbounded read.

/** Reads visible messages of one conversation with seq > `after` (all from the first when undefined), ascending. */
export type PageReader<M> = (after: number | undefined, limit: number) => Promise<M[]>;

export type Divergence<M> = {
  commonCount: number;
  /** The last message both show; null when they part at the first. */
  divergedAfter: M | null;
  /** This side's first messages after the shared prefix (at most `limit`). */
  onlyHere: M[];
  onlyThere: M[];
};

/** Messages read per statement. */
export const PAGE_SIZE = 1_000;

class Cursor<M extends { id: string; seq: number }> {
  private page: M[] = [];
  private index = 0;
  private after: number | undefined;
  private ended = false;
  private readonly read: PageReader<M>;
  constructor(read: PageReader<M>) {
    this.read = read;
  }

  /** Makes the next message available, reading a page when the one in hand is used up. */
  async fill(): Promise<void> {
    if (this.index < this.page.length || this.ended) return;
    this.page = await this.read(this.after, PAGE_SIZE);
    this.index = 0;
    if (this.page.length < PAGE_SIZE) this.ended = true; // a short page is the last
    if (this.page.length > 0) this.after = this.page.at(-1)!.seq;
  }

  current(): M | null {
    return this.page[this.index] ?? null;
  }

  advance(): void {
    this.index++;
  }

  async take(limit: number): Promise<M[]> {
    const out: M[] = [];
    while (out.length < limit) {
      await this.fill();
      const message = this.current();
      if (!message) break;
      out.push(message);
      this.advance();
    }
    return out;
  }
}

const same = <M extends { id: string }>(a: M | null, b: M | null) => a !== null && b !== null && a.id === b.id;

/** The shared prefix of two conversations and up to `limit` messages of each after it. */
export async function findDivergence<M extends { id: string; seq: number }>(here: PageReader<M>, there: PageReader<M>, limit: number): Promise<Divergence<M>> {
  const [a, b] = [new Cursor(here), new Cursor(there)];
  let commonCount = 0;
  let divergedAfter: M | null = null;
  for (;;) {
    await Promise.all([a.fill(), b.fill()]);
    if (!same(a.current(), b.current())) break;
    // The run both pages in hand agree on, without waiting for anything.
    while (same(a.current(), b.current())) {
      divergedAfter = a.current();
      commonCount++;
      a.advance();
      b.advance();
    }
  }
  const [onlyHere, onlyThere] = await Promise.all([a.take(limit), b.take(limit)]);
  return { commonCount, divergedAfter, onlyHere, onlyThere };
}
