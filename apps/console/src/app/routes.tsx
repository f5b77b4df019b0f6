import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { pageTitle, routeTitle, titled, usePageTitleAndFocus } from '@portal/ui/page-title';
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
const CollectionsScreen = lazyScreen(
  () => import('../features/collections/components/collections-screen'),
  'CollectionsScreen',
);
const TransfersScreen = lazyScreen(
  () => import('../features/transfers/components/transfers-screen'),
  'TransfersScreen',
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
      { path: 'login', element: <LoginScreen />, handle: titled('Ingresar') },
      { path: 'setup', element: <SetupScreen />, handle: titled('Crear contraseña') },
      { path: 'unlock', element: <UnlockScreen />, handle: titled('Desbloquear la cuenta') },
      {
        element: <RequireStaff />,
        children: [
          {
            element: <ConsoleLayout />,
            children: [
              { index: true, element: <HomeScreen />, handle: titled('Inicio') },
              { path: 'evaluacion', element: <QueueScreen />, handle: titled('Evaluación de solicitudes') },
              {
                path: 'evaluacion/:id',
                element: <DecisionScreen />,
                handle: titled('Solicitud de préstamo'),
              },
              {
                element: <RequirePermission permission="loans.read" />,
                children: [
                  { path: 'prestamos', element: <LoansSearchScreen />, handle: titled('Préstamos') },
                  {
                    path: 'prestamos/:id',
                    element: <LoanFileScreen />,
                    handle: titled('Legajo del préstamo'),
                  },
                ],
              },
              {
                element: <RequirePermission permission="collections.work" />,
                children: [
                  { path: 'cobranzas', element: <CollectionsScreen />, handle: titled('Cobranzas') },
                ],
              },
              {
                element: <RequirePermission permission="transfers.propose" />,
                children: [
                  {
                    path: 'transferencias',
                    element: <TransfersScreen />,
                    handle: titled('Transferencias'),
                  },
                ],
              },
              // Tesorería's files and parámetros' settings: the screen shows each what their role may do.
              { path: 'haberes', element: <PayrollScreen />, handle: titled('Haberes') },
              {
                element: <RequirePermission permission="proposals.read" />,
                children: [
                  {
                    path: 'pendientes',
                    element: <ProposalsInboxScreen />,
                    handle: titled('Pendientes de aprobación'),
                  },
                ],
              },
              {
                element: <RequirePermission permission="members.read" />,
                children: [
                  { path: 'socios', element: <MembersSearchScreen />, handle: titled('Socios') },
                  { path: 'socios/:id', element: <MemberScreen />, handle: titled('Socio') },
                ],
              },
              {
                element: <RequirePermission permission="audit.read" />,
                children: [{ path: 'auditoria', element: <AuditScreen />, handle: titled('Auditoría') }],
              },
              {
                element: <RequirePermission permission="staff.manage" />,
                children: [{ path: 'personal', element: <StaffScreen />, handle: titled('Personal') }],
              },
              {
                element: <RequirePermission permission="settings.manage" />,
                children: [{ path: 'ajustes', element: <SettingsScreen />, handle: titled('Ajustes') }],
              },
              {
                element: <RequirePermission permission="content.manage" />,
                children: [
                  { path: 'novedades', element: <NewsListScreen />, handle: titled('Novedades') },
                  { path: 'novedades/nueva', element: <NewNewsScreen />, handle: titled('Nueva novedad') },
                  { path: 'novedades/:id', element: <NewsEditorScreen />, handle: titled('Novedad') },
                  { path: 'campanas', element: <CampaignsScreen />, handle: titled('Campañas') },
                  { path: 'campanas/nueva', element: <NewCampaignScreen />, handle: titled('Nueva campaña') },
                  { path: 'campanas/:id', element: <CampaignDetailScreen />, handle: titled('Campaña') },
                ],
              },
              {
                element: <RequirePermission permission="parameters.manage" />,
                children: [
                  { path: 'tasas', element: <RatesScreen />, handle: titled('Tasas') },
                  { path: 'organismos', element: <OrganismosScreen />, handle: titled('Organismos') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound />, handle: titled('Página no encontrada') },
    ],
  },
];

/** The name every page title ends with (index.html's own title). */
export const appName = 'Consola del personal - Portal de Socios';

/** The screen of the address, with the page's title and, after a navigation, focus on its heading. */
export function AppRoutes() {
  const location = useLocation();
  usePageTitleAndFocus(pageTitle(routeTitle(routes, location), appName), location.pathname);
  return useRoutes(routes);
}
