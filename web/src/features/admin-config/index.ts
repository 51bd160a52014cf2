/** The system configuration of the back office (/admin/conf): for now the home carousel. */
export { ConfigPage } from './components/config-page';
