import { BatchPage } from '../../features/admin-problem-batch';

export function AdminProblemBatchRoute() {
  return <BatchPage />;
}
