/** What a route may declare in its `handle`; read by the root layout. */
export interface RouteHandle {
  /** Lingui message id of the page name, used in the document title. */
  titleId?: string;
  /** Problem detail and full-screen pages hide the footer. */
  hideFooter?: boolean;
  /**
   * The page needs a signed-in user (/setting, /message/*): anonymous visitors are sent home
   * with 'Please login first!' and the login dialog (spec section 3, Guard).
   */
  loginRequired?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
