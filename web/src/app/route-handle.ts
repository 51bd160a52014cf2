/** What a route may declare in its `handle`; read by the root layout. */
export interface RouteHandle {
  /** Lingui message id of the page name, used in the document title. */
  titleId?: string;
  /** Problem detail and full-screen pages hide the footer. */
  hideFooter?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
