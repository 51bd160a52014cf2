import { useSearchParams } from 'react-router';
import { ScrollBoardPage } from '../../features/scroll-board';

const flag = (value: string | null) => value === 'true' || value === '1';

/** /scrollBoard?cid&removeStar&gold&silver&bronze&present: outside the site layout (projector). */
export function ScrollBoardRoute() {
  const [query] = useSearchParams();
  const cid = query.get('cid') ?? '';
  return (
    <ScrollBoardPage
      cid={/^\d+$/.test(cid) && Number(cid) > 0 ? Number(cid) : null}
      removeStar={flag(query.get('removeStar'))}
      present={flag(query.get('present'))}
      medalQuery={{
        gold: query.get('gold'),
        silver: query.get('silver'),
        bronze: query.get('bronze'),
      }}
    />
  );
}
