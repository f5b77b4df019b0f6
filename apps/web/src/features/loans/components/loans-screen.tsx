import { ComingSoon } from '../../../components/ui/coming-soon';

// TODO(issue 3): replace with the real screen (spec section 2).
export function LoansScreen() {
  return <ComingSoon title="Préstamos" />;
}
