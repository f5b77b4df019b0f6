import { ComingSoon } from '../../../components/ui/coming-soon';

// TODO(issue 5): replace with the real screen (spec section 2).
export function NotificationsScreen() {
  return <ComingSoon title="Notificaciones" />;
}
