import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { NewsCarousel } from '../../features/news/components/news-carousel';
import { ActiveLoansSection } from '../../features/loans/components/active-loans-section';

/** Features meet here: the dashboard shows sections owned by other features. */
export function DashboardRoute() {
  return <DashboardScreen newsSection={<NewsCarousel />} loansSection={<ActiveLoansSection />} />;
}
