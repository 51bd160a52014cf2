import { RankPage } from '../../features/rank';

export function AcmRankRoute() {
  return <RankPage type="acm" />;
}
