/** HOJ's user types (spec 1 section 6), with their catalogue ids. */
export const USER_TYPES = [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008] as const;

export const userTypeLabelId = (type: number) => `admin-users.type.${type}`;

/** Admin types get a coloured tag in the list. */
export const isAdminType = (type: number) => type === 1000 || type === 1001 || type === 1008;
