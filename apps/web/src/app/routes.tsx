import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { pageTitle, routeTitle, titled, usePageTitleAndFocus } from '@portal/ui/page-title';
import { AppRoot } from './app-root';
import { EntryGate } from './routes/entry-gate';
import { NotFound } from './routes/not-found';
import { RequireSession } from './guards/require-session';
import { lazyScreen } from './lazy-screen';

/*
 * Route table of docs/product.md#route-table. Declarative routes with one lazy chunk per screen, not the data router:
 * it adds ~30 KB gzip to the ~13.5 KB of this mode, in the first visit to /login whose budget is 70 KB.
 * '/' and '/login' stay outside the query layout so that they do not download TanStack Query either.
 */
const LoginScreen = lazyScreen(() => import('../features/auth/components/login-screen'), 'LoginScreen');
const QueryLayout = lazyScreen(() => import('./query-layout'), 'QueryLayout');
const SignedInLayout = lazyScreen(() => import('./layouts/signed-in-layout'), 'SignedInLayout');

const PreRegisterScreen = lazyScreen(
  () => import('../features/auth/components/pre-register-screen'),
  'PreRegisterScreen',
);
const RegisterScreen = lazyScreen(
  () => import('../features/auth/components/register-screen'),
  'RegisterScreen',
);
const RecoverPasswordScreen = lazyScreen(
  () => import('../features/auth/components/recover-password-screen'),
  'RecoverPasswordScreen',
);
const UpdatePasswordScreen = lazyScreen(
  () => import('../features/auth/components/update-password-screen'),
  'UpdatePasswordScreen',
);
const ConfirmEmailScreen = lazyScreen(
  () => import('../features/auth/components/confirm-email-screen'),
  'ConfirmEmailScreen',
);

const DashboardRoute = lazyScreen(() => import('./routes/dashboard-route'), 'DashboardRoute');
const ProfileScreen = lazyScreen(
  () => import('../features/profile/components/profile-screen'),
  'ProfileScreen',
);
const LoansScreen = lazyScreen(() => import('../features/loans/components/loans-screen'), 'LoansScreen');
const LoanDetailScreen = lazyScreen(
  () => import('../features/loans/components/loan-detail-screen'),
  'LoanDetailScreen',
);
const LoanConfirmationScreen = lazyScreen(
  () => import('../features/loans/components/loan-confirmation-screen'),
  'LoanConfirmationScreen',
);
const LoanRequestScreen = lazyScreen(
  () => import('../features/loan-request/components/loan-request-screen'),
  'LoanRequestScreen',
);
const NewsScreen = lazyScreen(() => import('../features/news/components/news-screen'), 'NewsScreen');
const NewsDetailScreen = lazyScreen(
  () => import('../features/news/components/news-detail-screen'),
  'NewsDetailScreen',
);
const NotificationsScreen = lazyScreen(
  () => import('../features/notifications/components/notifications-screen'),
  'NotificationsScreen',
);

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { index: true, element: <EntryGate /> },
      { path: 'login', element: <LoginScreen />, handle: titled('Iniciar sesión') },
      {
        element: <QueryLayout />,
        children: [
          { path: 'pre-register', element: <PreRegisterScreen />, handle: titled('Comenzar Registro') },
          { path: 'register', element: <RegisterScreen />, handle: titled('Crear cuenta') },
          {
            path: 'recover-password',
            element: <RecoverPasswordScreen />,
            handle: titled('Recuperar Contraseña'),
          },
          {
            path: 'update-password',
            element: <UpdatePasswordScreen />,
            handle: titled('Actualizar Contraseña'),
          },
          {
            path: 'confirm-email',
            element: <ConfirmEmailScreen />,
            handle: titled('Confirmar correo electrónico'),
          },
          {
            element: <RequireSession />,
            children: [
              {
                element: <SignedInLayout />,
                children: [
                  { path: 'dashboard', element: <DashboardRoute />, handle: titled('Inicio') },
                  { path: 'profile', element: <ProfileScreen />, handle: titled('Perfil') },
                  { path: 'loans', element: <LoansScreen />, handle: titled('Mis Préstamos') },
                  {
                    path: 'loan-detail',
                    element: <LoanDetailScreen />,
                    handle: titled('Detalle del préstamo'),
                  },
                  {
                    path: 'loan-confirmation',
                    element: <LoanConfirmationScreen />,
                    handle: titled('Confirmar Préstamo'),
                  },
                  {
                    path: 'loan-request',
                    element: <LoanRequestScreen />,
                    handle: titled('Solicitud de préstamo'),
                  },
                  { path: 'news', element: <NewsScreen />, handle: titled('Novedades') },
                  { path: 'news-detail', element: <NewsDetailScreen />, handle: titled('Novedad') },
                  {
                    path: 'notifications',
                    element: <NotificationsScreen />,
                    handle: titled('Notificaciones'),
                  },
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
export const appName = 'Portal de Socios';

/** The screen of the address, with the page's title and, after a navigation, focus on its heading. */
export function AppRoutes() {
  const location = useLocation();
  usePageTitleAndFocus(pageTitle(routeTitle(routes, location), appName), location.pathname);
  return useRoutes(routes);
}
