import { ComingSoon } from '../../../components/ui/coming-soon';

// TODO(issue 4): replace with the real screen (spec section 2).
export function LoanRequestScreen() {
  return <ComingSoon title="Solicitar préstamo" />;
}
