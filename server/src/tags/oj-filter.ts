import { z } from 'zod';

/**
 * The `oj` filter of the tag lists. HOJ upper-cases it before comparing ("all", "All" and
 * "ALL" all mean every tag; "me" is our own), so any case is accepted; our web client's
 * "Mine" is our own tags too. Answers the value tags.queries expects ('All' or an oj key).
 */
export const ojFilter = z
  .string()
  .max(20)
  .optional()
  .default('ME')
  .transform((oj) => {
    const key = oj.trim().toUpperCase();
    if (key === 'ALL') return 'All';
    return key === 'MINE' || key === '' ? 'ME' : key;
  });

export const ojQuery = z.object({ oj: ojFilter });
