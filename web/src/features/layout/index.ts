/** The site shell: navbar (drawer below 992 px), footer and language switch. */
export { AppShell, type AppShellProps } from './components/app-shell';
export type { NavMode } from './nav-items';
