/** The public user home (/user-home?uid=|username=): profile, numbers, heatmap, solved list. */
export { UserHomePage } from './components/user-home-page';
