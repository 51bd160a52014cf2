import { useCallback, useState } from 'react';
import { useResource } from '../../../lib/use-resource';
import { getTrainingAccess } from '../api/get-training-access';
import { getTrainingDetail } from '../api/get-training-detail';
import { isPrivateTraining } from '../training-context';

/**
 * The training and, for a private one, whether the viewer registered. `reload` refetches the
 * training quietly (the old one stays on screen); `grantAccess` opens it after the password.
 */
export function useTrainingDetail(tid: number) {
  const detail = useResource(`training:${tid}`, (signal) => getTrainingDetail(tid, signal));
  const training = detail.data;
  const isPrivate = training ? isPrivateTraining(training) : false;
  const access = useResource(`training-access:${tid}:${isPrivate}`, (signal) =>
    isPrivate ? getTrainingAccess(tid, signal) : Promise.resolve({ access: true }),
  );
  const [granted, setGranted] = useState(false);
  const grantAccess = useCallback(() => setGranted(true), []);
  return {
    training,
    /** The first load failed (a later quiet reload keeps the training shown). */
    error: training ? undefined : detail.error,
    ready: training !== undefined && !access.loading,
    access: granted || (!access.failed && (access.data?.access ?? false)),
    grantAccess,
    reload: detail.reload,
  };
}
