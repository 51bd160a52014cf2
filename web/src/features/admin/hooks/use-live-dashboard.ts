import { useEffect, useState } from 'react';
import { getSocket } from '../../../lib/socket';
import { getDashboardInfo, type DashboardFigures, type DashboardInfo } from '../api/dashboard';

/** Folds a pushed delta into the loaded info: the counts, the queue and the current hour. */
export function applyFigures(info: DashboardInfo, f: DashboardFigures): DashboardInfo {
  const last = info.hourly.at(-1);
  const hourly =
    last?.start === f.hour.start
      ? [...info.hourly.slice(0, -1), f.hour]
      : [...info.hourly, f.hour].slice(-24);
  return { ...info, todayJudgeNum: f.todayJudgeNum, queue: f.queue, hour: f.hour, hourly };
}

/**
 * The dashboard's info, fetched once and then kept current by `dashboard:changed` pushes on
 * the shared socket (joined again after every reconnect, whose ack carries fresh figures).
 */
export function useLiveDashboard() {
  const [info, setInfo] = useState<DashboardInfo | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    let active = true;
    getDashboardInfo().then(
      (i) => active && setInfo(i),
      () => undefined,
    );
    const socket = getSocket();
    const onChanged = (f: DashboardFigures) => setInfo((i) => (i ? applyFigures(i, f) : i));
    const subscribe = () =>
      socket.emit('dashboard:subscribe', {}, (answer) => {
        if (!active) return;
        setLive(answer.status === 200);
        if (answer.status === 200 && answer.data) onChanged(answer.data);
      });
    const onDown = () => setLive(false);
    socket.on('dashboard:changed', onChanged);
    socket.on('connect', subscribe);
    socket.on('disconnect', onDown);
    if (socket.connected) subscribe();
    else socket.connect();
    return () => {
      active = false;
      socket.off('dashboard:changed', onChanged);
      socket.off('connect', subscribe);
      socket.off('disconnect', onDown);
      if (socket.connected) socket.emit('dashboard:unsubscribe', {}, () => undefined);
    };
  }, []);
  return { info, live };
}
