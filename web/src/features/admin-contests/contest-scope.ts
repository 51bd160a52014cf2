import { createContext, useContext } from 'react';

/** A contest admin page of a contest. */
export type ContestPage = 'edit' | 'problems' | 'announcement';

/**
 * Where the contest admin pages work: the site's back office, or one group's contest tab
 * (group contests are contests with a `gid`: the same pages, the group's API and paths).
 */
export interface ContestScope {
  /** The group of group contests; null in the back office. */
  gid: number | null;
  /** The admin contest list. */
  list: string;
  create: string;
  page: (cid: number, page: ContestPage) => string;
  /** The problem form for a new contest-only problem. */
  problemCreate: (cid: number) => string;
  /** The problem form of a contest problem, or null where these pages do not edit problems. */
  problemEdit: ((cid: number, pid: number) => string) | null;
}

export const siteContestScope: ContestScope = {
  gid: null,
  list: '/admin/contest',
  create: '/admin/contest/create',
  page: (cid, page) => `/admin/contest/${cid}/${page}`,
  problemCreate: (cid) => `/admin/contest/${cid}/problem/create`,
  problemEdit: (cid, pid) => `/admin/contest/${cid}/problem/${pid}/edit`,
};

/** The group contest admin pages of group `gid` (under /group/:groupID/contest). */
export const groupContestScope = (gid: number): ContestScope => {
  const base = `/group/${gid}/contest`;
  return {
    gid,
    list: `${base}/admin`,
    create: `${base}/create`,
    page: (cid, page) => `${base}/${cid}/${page}`,
    problemCreate: (cid) => `${base}/${cid}/problem/create`,
    // A group contest's problems are the group's: edited from the group's problem pages.
    problemEdit: null,
  };
};

export const ContestScopeContext = createContext<ContestScope>(siteContestScope);

/** The scope of the contest admin page being shown (the back office unless a group said so). */
export const useContestScope = () => useContext(ContestScopeContext);
