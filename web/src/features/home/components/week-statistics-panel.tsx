import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { isSuperAdminAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { getLastWeekSubmissionStatistics } from '../api/get-last-week-submission-statistics';
import { useResource } from '../../../lib/use-resource';
import { HomePanel, PanelAction, PanelStatus } from './home-panel';
import { WeekLegend, WeekNumbers } from './week-legend';

// uPlot only loads with this panel's chart, not with the rest of the page.
const WeekChart = lazy(async () => ({ default: (await import('./week-chart')).WeekChart }));

/** The last seven days' submissions and accepted ones; root may bypass the server's cache. */
export function WeekStatisticsPanel() {
  const { _ } = useLingui();
  const root = useAtomValue(isSuperAdminAtom);
  const phone = useMediaQuery(PHONE_QUERY);
  const [forced, setForced] = useState(0);
  const [hover, setHover] = useState<number | null>(null);
  const stats = useResource(`week:${forced}`, (signal) =>
    getLastWeekSubmissionStatistics(forced > 0, signal),
  );
  const data = stats.data;
  const labels = { total: _('home.stats.total'), ac: _('home.stats.ac') };
  const height = phone ? 220 : 280;
  const forceRefresh = root && (
    <PanelAction
      icon="refresh"
      label={_('home.stats.force-refresh')}
      onClick={() => setForced((n) => n + 1)}
      busy={stats.loading}
    />
  );

  return (
    <HomePanel title={_('home.week-statistics')} icon="pulse" actions={forceRefresh}>
      {!data ? (
        <PanelStatus
          loading={stats.loading}
          failed={stats.failed}
          empty
          emptyText=""
          onRetry={stats.reload}
        />
      ) : (
        <div className="px-2 pt-3 pb-2 sm:px-4">
          <WeekLegend stats={data} day={hover ?? data.dateStrList.length - 1} labels={labels} />
          <Suspense
            fallback={
              <div className="flex items-center justify-center" style={{ height }}>
                <Spinner />
              </div>
            }
          >
            <WeekChart stats={data} labels={labels} height={height} onHover={setHover} />
          </Suspense>
          <WeekNumbers stats={data} labels={labels} />
        </div>
      )}
    </HomePanel>
  );
}
