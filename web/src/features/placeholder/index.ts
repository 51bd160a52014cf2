export { PlaceholderPage, type PlaceholderPageProps } from './components/placeholder-page';
