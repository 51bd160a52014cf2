import { ContestantClarifications } from './contestant-clarifications';
import { JuryQueue } from './jury-queue';

/**
 * /contest/:contestID/clarifications: contest admins get the jury queue, everyone else their
 * questions and the public answers (asking while the contest runs, once signed in).
 */
export function ContestClarifications({
  cid,
  isAdmin,
  running,
  uid,
}: {
  cid: number;
  isAdmin: boolean;
  running: boolean;
  uid: string | null;
}) {
  if (isAdmin) return <JuryQueue cid={cid} uid={uid} />;
  return <ContestantClarifications cid={cid} canAsk={running && uid !== null} />;
}
