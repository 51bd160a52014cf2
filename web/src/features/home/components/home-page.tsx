import { PageContainer } from '../../../components/ui/page-container';
import { AcRankPanel } from './ac-rank-panel';
import { AnnouncementPanel } from './announcement-panel';
import { HomeCarousel } from './home-carousel';
import { RecentContestsPanel } from './recent-contests-panel';
import { RecentProblemsPanel } from './recent-problems-panel';
import { WeekStatisticsPanel } from './week-statistics-panel';

/**
 * /home: carousel, announcements and the weekly chart on the left; recent contests, the
 * 7-day AC board and recently updated problems on the right. One column under 1024 px.
 */
export function HomePage() {
  return (
    <PageContainer>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-5 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-4 lg:space-y-5">
          <HomeCarousel />
          <AnnouncementPanel />
          <WeekStatisticsPanel />
        </div>
        <div className="min-w-0 space-y-4 lg:space-y-5">
          <RecentContestsPanel />
          <AcRankPanel />
          <RecentProblemsPanel />
        </div>
      </div>
    </PageContainer>
  );
}
