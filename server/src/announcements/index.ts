/** What other areas may use of the announcements area. */
export { registerAnnouncementRoutes } from './announcements.routes.ts';
