import { ComingSoon } from '../../../components/ui/coming-soon';

// TODO(issue 3): replace with the real screen (spec section 2).
export function LoanDetailScreen() {
  return <ComingSoon title="Detalle del préstamo" />;
}
