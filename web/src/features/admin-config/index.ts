/** The system configuration of the back office (/admin/conf): web, mail, service, carousel. */
export { ConfigPage } from './components/config-page';
