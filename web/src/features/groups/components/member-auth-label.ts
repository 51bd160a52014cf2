/** Message id of a member auth (1 applying, 2 refused, 3 member, 4 admin, 5 root). */
export const memberAuthLabelId = (auth: number) => {
  switch (auth) {
    case 1:
      return 'groups.member-auth.applying';
    case 2:
      return 'groups.member-auth.refused';
    case 4:
      return 'groups.member-auth.admin';
    case 5:
      return 'groups.member-auth.root';
    default:
      return 'groups.member-auth.member';
  }
};
