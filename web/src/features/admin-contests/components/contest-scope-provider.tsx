import { useMemo, type ReactNode } from 'react';
import { ContestScopeContext, groupContestScope, siteContestScope } from '../contest-scope';

/** Puts the pages below in a group's scope (`gid`), or the back office's (no gid). */
export function ContestScopeProvider({
  gid,
  children,
}: {
  gid?: number | undefined;
  children: ReactNode;
}) {
  const scope = useMemo(
    () => (gid === undefined ? siteContestScope : groupContestScope(gid)),
    [gid],
  );
  return <ContestScopeContext.Provider value={scope}>{children}</ContestScopeContext.Provider>;
}
