import { RankPage } from '../../features/rank';

export function OiRankRoute() {
  return <RankPage type="oi" />;
}
