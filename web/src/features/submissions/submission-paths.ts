import { createContext, useContext } from 'react';

/** Where a submission list's links lead: the site's pages, or a group's. */
export interface SubmissionPaths {
  detail: (submitId: number) => string;
  problem: (displayPid: string) => string;
}

export const sitePaths: SubmissionPaths = {
  detail: (submitId) => `/submission-detail/${submitId}`,
  problem: (displayPid) => `/problem/${encodeURIComponent(displayPid)}`,
};

/** A group's status tab: its submission detail and problem pages under /group/:gid. */
export const groupPaths = (gid: number): SubmissionPaths => ({
  detail: (submitId) => `/group/${gid}/submission-detail/${submitId}`,
  problem: (displayPid) => `/group/${gid}/problem/${encodeURIComponent(displayPid)}`,
});

export const SubmissionPathsContext = createContext<SubmissionPaths>(sitePaths);

export const useSubmissionPaths = () => useContext(SubmissionPathsContext);
