/** "1, 2 5-7" -> [1, 2, 5, 6, 7]; undefined when anything else is typed. */
export const parsePids = (text: string): number[] | undefined => {
  const pids: number[] = [];
  for (const part of text.split(/[\s,]+/).filter(Boolean)) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) return undefined;
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    if (to < from || to - from > 200) return undefined;
    for (let p = from; p <= to; p++) pids.push(p);
  }
  return pids.length > 0 ? [...new Set(pids)] : undefined;
};
