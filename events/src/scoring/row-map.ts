import type { RowState, ScoreState } from './types.ts';

type Rows = ReadonlyMap<string, RowState>;

/** Past this many links, an old state's rows are copied out once instead of walked. */
const MAX_LINKS = 32;

/**
 * The rows of a state whose Map the next state took over (`takeRows`): the one row this state
 * had differently (or its absence) and, for every other uid, whatever the next state's rows
 * say. The next state may in turn hand its Map on, so an old state reads through a chain of
 * such links to the newest Map; a long chain is copied out once, on the next read.
 */
class RowsBefore implements ReadonlyMap<string, RowState> {
  constructor(
    private next: { readonly rows: Rows },
    private uid: string | null,
    private old: RowState | undefined,
  ) {}

  /** The newest Map and, nearest first, the rows this state had differently from it. */
  private resolve(): { base: Rows; diffs: Map<string, RowState | undefined> } {
    const diffs = new Map<string, RowState | undefined>();
    if (this.uid !== null) diffs.set(this.uid, this.old);
    let m = this.next.rows;
    while (m instanceof RowsBefore) {
      if (m.uid !== null && !diffs.has(m.uid)) diffs.set(m.uid, m.old);
      m = m.next.rows;
    }
    return { base: m, diffs };
  }

  /** Copies this state's rows out of a long chain: later reads cost no walk at all. */
  private flatten(): Rows {
    const own = new Map(this.entries());
    this.next = { rows: own };
    this.uid = null;
    this.old = undefined;
    return own;
  }

  get(key: string): RowState | undefined {
    if (this.uid === key) return this.old;
    let m = this.next.rows;
    for (let links = 1; m instanceof RowsBefore; links++) {
      if (links > MAX_LINKS) return this.flatten().get(key);
      if (m.uid === key) return m.old;
      m = m.next.rows;
    }
    return m.get(key);
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  get size(): number {
    const { base, diffs } = this.resolve();
    let n = base.size;
    for (const [uid, row] of diffs) n += (row === undefined ? 0 : 1) - (base.has(uid) ? 1 : 0);
    return n;
  }

  *entries(): MapIterator<[string, RowState]> {
    const { base, diffs } = this.resolve();
    for (const [uid, row] of base) {
      if (!diffs.has(uid)) yield [uid, row];
      else {
        const mine = diffs.get(uid);
        if (mine !== undefined) yield [uid, mine];
      }
    }
    for (const [uid, row] of diffs) if (row !== undefined && !base.has(uid)) yield [uid, row];
  }

  *keys(): MapIterator<string> {
    for (const [uid] of this.entries()) yield uid;
  }

  *values(): MapIterator<RowState> {
    for (const [, row] of this.entries()) yield row;
  }

  forEach(f: (row: RowState, uid: string, map: ReadonlyMap<string, RowState>) => void): void {
    for (const [uid, row] of this.entries()) f(row, uid, this);
  }

  [Symbol.iterator](): MapIterator<[string, RowState]> {
    return this.entries();
  }
}

/** Which state may hand each Map on: the one state that holds it. */
const holder = new WeakMap<Rows, ScoreState>();

/**
 * `state`'s rows with `uid` set to `row`, for the next state: a Map only `state` holds is taken
 * over and set in place, and `state` keeps its own view of the rows through the next one (a
 * verdict on a 10,000-row board would otherwise copy 10,000 entries); any other Map is copied.
 * Call `handedOn` with the state made from the returned Map.
 */
export const rowsWith = (
  state: ScoreState,
  uid: string,
  row: RowState,
): { rows: Map<string, RowState>; handedOn: (next: ScoreState) => void } => {
  const mine = holder.get(state.rows) === state && state.rows instanceof Map;
  const rows = mine ? (state.rows as Map<string, RowState>) : new Map(state.rows);
  const old = state.rows.get(uid);
  rows.set(uid, row);
  return {
    rows,
    handedOn: (next) => {
      holder.set(rows, next);
      // The state object is the caller's; only its rows' storage moves, never what they say.
      if (mine) (state as { rows: Rows }).rows = new RowsBefore(next, uid, old);
    },
  };
};
