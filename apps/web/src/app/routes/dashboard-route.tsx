import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';

/** Features meet here: the dashboard shows sections owned by other features. */
export function DashboardRoute() {
  // TODO(issue 5): newsSection = the 'Novedades' carousel with 'Ver Todas' -> /news.
  // TODO(issue 3): loansSection = the active loans section.
  return <DashboardScreen newsSection={null} loansSection={null} />;
}
