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
  /**
   * Inside a contest, a training or a group the navbar shows back home plus that one's links
   * (spec 1 section 2); the id comes from the route's `contestID` / `trainingID` / `groupID`
   * param.
   */
  navMode?: 'contest' | 'training' | 'group';
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
