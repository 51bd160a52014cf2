/**
 * Where a training's admin pages live: the back office's (/admin/training...) or, for a group's
 * training (`gid`), the group's Training tab (/group/:gid/training...), whose admin list is its
 * "Training Admin" view.
 */
export function adminTrainingPaths(gid?: number) {
  if (gid === undefined)
    return {
      list: '/admin/training',
      create: '/admin/training/create',
      edit: (tid: number) => `/admin/training/${tid}/edit`,
      problems: (tid: number) => `/admin/training/${tid}/problems`,
      view: (tid: number) => `/training/${tid}`,
    };
  const base = `/group/${gid}/training`;
  return {
    list: `${base}/admin`,
    create: `${base}/create`,
    edit: (tid: number) => `${base}/${tid}/edit`,
    problems: (tid: number) => `${base}/${tid}/admin-problems`,
    view: (tid: number) => `${base}/${tid}`,
  };
}
export type AdminTrainingPaths = ReturnType<typeof adminTrainingPaths>;
