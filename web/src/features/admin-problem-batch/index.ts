/** Problem import and export of the back office (/admin/problem/batch-operation, root only). */
export { BatchPage } from './components/batch-page';
