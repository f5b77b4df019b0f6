import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Loan } from '@portal/contract/loans';
import { Button } from '@portal/ui/button';
import { useCurrentLoan } from '../hooks/use-current-loan';
import { ArrearsNotice } from './arrears-notice';
import { LoanActionsTab } from './loan-actions-tab';
import { LoanDetailHeader } from './loan-detail-header';
import { LoanDetailsTab } from './loan-details-tab';
import { LoanMovementsTab } from './loan-movements-tab';
import { LoanProgressCard } from './loan-progress-card';
import { Tabs, type TabDef } from './loan-tabs';

type TabKey = 'details' | 'movements' | 'actions';

function LoanNotFound() {
  const navigate = useNavigate();
  return (
    <section className="px-4 pt-10">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200/70">
        <h1 className="text-lg font-semibold text-slate-900">Prestamo no encontrado</h1>
        <Button className="mt-5" onClick={() => navigate('/loans')}>
          Volver a Préstamos
        </Button>
      </div>
    </section>
  );
}

const tabsFor = (loan: Loan): TabDef<TabKey>[] => [
  { key: 'details', label: 'Detalles', panel: () => <LoanDetailsTab loan={loan} /> },
  { key: 'movements', label: 'Movimientos', panel: () => <LoanMovementsTab loanId={loan.Id} /> },
  { key: 'actions', label: 'Acciones', panel: () => <LoanActionsTab loan={loan} /> },
];

/** /loan-detail: the loan comes in the navigation state (docs/product.md#route-table). */
export function LoanDetailScreen() {
  const loan = useCurrentLoan();
  const [tab, setTab] = useState<TabKey>('details');
  if (!loan) return <LoanNotFound />;
  return (
    <div className="pb-4">
      <LoanDetailHeader loan={loan} />
      <div className="space-y-4 px-4 pt-4">
        <ArrearsNotice loan={loan} />
        <LoanProgressCard loan={loan} />
        <Tabs label="Secciones del préstamo" tabs={tabsFor(loan)} active={tab} onChange={setTab} />
      </div>
    </div>
  );
}
