import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { NewsCarousel } from '../../features/news/components/news-carousel';

/** Features meet here: the dashboard shows sections owned by other features. */
export function DashboardRoute() {
  // TODO(issue 3): loansSection = the active loans section.
  return <DashboardScreen newsSection={<NewsCarousel />} loansSection={null} />;
}
