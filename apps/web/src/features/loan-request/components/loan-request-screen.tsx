import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SignatureNotice } from '../../../components/ui/signature-notice';
import { requestLoansRefresh } from '../../../lib/loans-refresh';
import { useSession, useUser } from '../../../lib/session/session-context';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { errorText } from '../../../lib/session-call';
import { requestErrorDefaults } from '../api/request-error-texts';
import { useRequestLoan } from '../api/request-loan';
import { useWizard } from '../hooks/use-wizard';
import { dniDocuments, incomeDocuments } from '../utils/documents';
import type { RequestDraft } from '../utils/request-body';
import { needsIncomeDocuments } from '../utils/wizard-steps';
import { AmountStep } from './amount-step';
import { DocumentsStep } from './documents-step';
import { LinePlanStep } from './line-plan-step';
import { NoCreditDialog, SentDialog } from './request-dialogs';
import { NoBankAccountNotice, SignatureStep } from './signature-step';
import { WizardHeader } from './wizard-header';

/** /loan-request: the wizard of docs/product.md#route-table. */
export function LoanRequestScreen() {
  const user = useUser();
  const { refreshUser } = useSession();
  const navigate = useNavigate();
  const wizard = useWizard();
  const request = useRequestLoan();
  const [sent, setSent] = useState(false);
  const [noCredit, setNoCredit] = useState(false);
  const showNoCredit = useCallback(() => setNoCredit(true), []);

  // The account the money goes to may have changed on another device: read the member again, quietly.
  useEffect(() => {
    refreshUser().catch(() => undefined);
  }, [refreshUser]);

  const { data } = wizard;
  const withIncome = needsIncomeDocuments(user);
  const required = withIncome ? [...dniDocuments, ...incomeDocuments] : dniDocuments;
  const complete =
    data.lineId !== null && data.plan !== null && required.every((doc) => data.documents[doc.id]);

  /*
   * Two back controls, because the product asks for both (docs/product.md#the-request-wizard): the header
   * arrow goes to the previous step and, on the first step, leaves the wizard the way the browser's back
   * button does (asking first when photos were taken); the 'Atrás' button under each later step only ever
   * moves one step back.
   */
  const onHeaderBack = () => (wizard.index === 0 ? wizard.exit() : wizard.back());

  async function send(signature: string) {
    if (data.lineId === null || data.plan === null) return;
    const draft: RequestDraft = {
      lineId: data.lineId,
      plan: data.plan,
      preCancellationIds: user.ejercito ? [] : data.preCancellationIds,
      documents: data.documents,
      signature,
    };
    try {
      await request.mutateAsync(draft);
      notifySuccess('Solicitud enviada');
    } catch (error) {
      notifyError(errorText(error, requestErrorDefaults.request));
      return;
    }
    // docs/product.md#the-request-wizard: success modal and form reset (the cache was dropped by the mutation).
    wizard.reset();
    setSent(true);
  }

  function onSentAccept() {
    requestLoansRefresh();
    void navigate('/loans');
  }

  return (
    <div className="pb-4">
      <WizardHeader steps={wizard.steps} index={wizard.index} onBack={onHeaderBack} />
      <div className="px-4 pt-4">
        {wizard.index === 0 && (
          <div className="mb-4 space-y-3">
            <SignatureNotice signingFor="request" />
            {!user.bankAccount && <NoBankAccountNotice />}
          </div>
        )}
        {wizard.step === 'amount' && <AmountStep wizard={wizard} />}
        {wizard.step === 'combined' && <LinePlanStep wizard={wizard} onNoCredit={showNoCredit} />}
        {wizard.step === 'dniDocuments' && (
          <DocumentsStep
            wizard={wizard}
            intro="Saque una foto de cada lado de su DNI y una suya sosteniéndolo."
            documents={dniDocuments}
          />
        )}
        {wizard.step === 'incomeDocuments' && (
          <DocumentsStep
            wizard={wizard}
            intro="Su organismo pide el certificado de haberes y el último recibo de sueldo."
            documents={incomeDocuments}
          />
        )}
        {wizard.step === 'signature' && (
          <SignatureStep
            wizard={wizard}
            complete={complete}
            sending={request.isPending}
            bankAccount={user.bankAccount}
            onSend={(png) => void send(png)}
          />
        )}
      </div>
      <SentDialog open={sent} onAccept={onSentAccept} />
      <NoCreditDialog open={noCredit} onAccept={() => navigate('/loans')} />
    </div>
  );
}
