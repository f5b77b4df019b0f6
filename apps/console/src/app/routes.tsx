import { useRoutes, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { NotFound } from './routes/not-found';
import { RequireStaff } from './guards/require-staff';
import { RequirePermission } from './guards/require-permission';
import { lazyScreen } from './lazy-screen';

/*
 * The console's routes, under the /console/ base (main.tsx gives the router that basename). Declarative
 * routes and one lazy chunk per screen, like the member app (docs/decisions/004-declarative-routes.md).
 * Everything but sign-in and the one-time setup link sits behind RequireStaff (GET /api/console/me).
 */
const LoginScreen = lazyScreen(() => import('../features/sign-in/components/login-screen'), 'LoginScreen');
const SetupScreen = lazyScreen(() => import('../features/sign-in/components/setup-screen'), 'SetupScreen');
const UnlockScreen = lazyScreen(() => import('../features/sign-in/components/unlock-screen'), 'UnlockScreen');
const ConsoleLayout = lazyScreen(() => import('./layouts/console-layout'), 'ConsoleLayout');
const HomeScreen = lazyScreen(() => import('../features/home/components/home-screen'), 'HomeScreen');
const QueueScreen = lazyScreen(() => import('../features/evaluation/components/queue-screen'), 'QueueScreen');
const DecisionScreen = lazyScreen(
  () => import('../features/evaluation/components/decision-screen'),
  'DecisionScreen',
);
const LoansSearchScreen = lazyScreen(
  () => import('../features/loans/components/loans-search-screen'),
  'LoansSearchScreen',
);
const LoanFileScreen = lazyScreen(
  () => import('../features/loans/components/loan-file-screen'),
  'LoanFileScreen',
);
const PayrollScreen = lazyScreen(
  () => import('../features/payroll/components/payroll-screen'),
  'PayrollScreen',
);
const ProposalsInboxScreen = lazyScreen(
  () => import('../features/proposals/components/proposals-inbox-screen'),
  'ProposalsInboxScreen',
);
const MembersSearchScreen = lazyScreen(
  () => import('../features/support/components/members-search-screen'),
  'MembersSearchScreen',
);
const MemberScreen = lazyScreen(() => import('../features/support/components/member-screen'), 'MemberScreen');
const AuditScreen = lazyScreen(() => import('../features/audit/components/audit-screen'), 'AuditScreen');
const StaffScreen = lazyScreen(
  () => import('../features/staff-admin/components/staff-screen'),
  'StaffScreen',
);

const SettingsScreen = lazyScreen(
  () => import('../features/settings/components/settings-screen'),
  'SettingsScreen',
);
const NewsListScreen = lazyScreen(
  () => import('../features/news/components/news-list-screen'),
  'NewsListScreen',
);
const NewNewsScreen = lazyScreen(
  () => import('../features/news/components/news-editor-screen'),
  'NewNewsScreen',
);
const NewsEditorScreen = lazyScreen(
  () => import('../features/news/components/news-editor-screen'),
  'NewsEditorScreen',
);
const CampaignsScreen = lazyScreen(
  () => import('../features/campaigns/components/campaigns-screen'),
  'CampaignsScreen',
);
const NewCampaignScreen = lazyScreen(
  () => import('../features/campaigns/components/new-campaign-screen'),
  'NewCampaignScreen',
);
const CampaignDetailScreen = lazyScreen(
  () => import('../features/campaigns/components/campaign-detail-screen'),
  'CampaignDetailScreen',
);
const RatesScreen = lazyScreen(() => import('../features/rates/components/rates-screen'), 'RatesScreen');
const OrganismosScreen = lazyScreen(
  () => import('../features/organismos/components/organismos-screen'),
  'OrganismosScreen',
);

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: 'login', element: <LoginScreen /> },
      { path: 'setup', element: <SetupScreen /> },
      { path: 'unlock', element: <UnlockScreen /> },
      {
        element: <RequireStaff />,
        children: [
          {
            element: <ConsoleLayout />,
            children: [
              { index: true, element: <HomeScreen /> },
              { path: 'evaluacion', element: <QueueScreen /> },
              { path: 'evaluacion/:id', element: <DecisionScreen /> },
              {
                element: <RequirePermission permission="loans.read" />,
                children: [
                  { path: 'prestamos', element: <LoansSearchScreen /> },
                  { path: 'prestamos/:id', element: <LoanFileScreen /> },
                ],
              },
              // Tesorería's files and parámetros' settings: the screen shows each what their role may do.
              { path: 'haberes', element: <PayrollScreen /> },
              {
                element: <RequirePermission permission="proposals.read" />,
                children: [{ path: 'pendientes', element: <ProposalsInboxScreen /> }],
              },
              {
                element: <RequirePermission permission="members.read" />,
                children: [
                  { path: 'socios', element: <MembersSearchScreen /> },
                  { path: 'socios/:id', element: <MemberScreen /> },
                ],
              },
              {
                element: <RequirePermission permission="audit.read" />,
                children: [{ path: 'auditoria', element: <AuditScreen /> }],
              },
              {
                element: <RequirePermission permission="staff.manage" />,
                children: [{ path: 'personal', element: <StaffScreen /> }],
              },
              {
                element: <RequirePermission permission="settings.manage" />,
                children: [{ path: 'ajustes', element: <SettingsScreen /> }],
              },
              {
                element: <RequirePermission permission="content.manage" />,
                children: [
                  { path: 'novedades', element: <NewsListScreen /> },
                  { path: 'novedades/nueva', element: <NewNewsScreen /> },
                  { path: 'novedades/:id', element: <NewsEditorScreen /> },
                  { path: 'campanas', element: <CampaignsScreen /> },
                  { path: 'campanas/nueva', element: <NewCampaignScreen /> },
                  { path: 'campanas/:id', element: <CampaignDetailScreen /> },
                ],
              },
              {
                element: <RequirePermission permission="parameters.manage" />,
                children: [
                  { path: 'tasas', element: <RatesScreen /> },
                  { path: 'organismos', element: <OrganismosScreen /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
