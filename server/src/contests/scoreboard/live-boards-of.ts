import type { Deps } from '../../deps.ts';
import { LiveBoards } from './live-boards.ts';

const boards = new WeakMap<Deps, LiveBoards>();

/** The one LiveBoards of a server (its deps), shared by the routes and the socket gateway. */
export const liveBoardsOf = (deps: Deps): LiveBoards => {
  let b = boards.get(deps);
  if (!b) {
    b = new LiveBoards(deps.sql, deps.logger);
    boards.set(deps, b);
  }
  return b;
};
