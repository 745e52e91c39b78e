import { formatFigure, sellMessages, type TPoaCheck, type TRedeemableHolding } from '@cdesk/domain';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { QuantityFields } from './quantity-fields';
import { SellPreview } from './sell-preview';
import type { Preview, SellFlowState } from './use-sell-flow';

/** The demat permission check of spec 3 section 4, as a sentence for the investor. */
export function PoaNotice({ poa }: { poa: TPoaCheck }) {
  if (poa.isBlocked === 'Y') {
    return <Alert tone="error">{poa.message || sellMessages.poaNotInFavour}</Alert>;
  }
  if (poa.IS_EDIS === 'Y') {
    return (
      <Alert tone="info">
        Your units are held in demat mode: you will authorise this transaction on the
        depository&apos;s eDIS page before it is placed.
      </Alert>
    );
  }
  return null;
}

/** What the sale comes to, with the switch-in side when there is one. */
export function SellPreviewOf({ preview }: { preview: Preview }) {
  const switchIn =
    preview.switchIn && preview.switchInNavDate
      ? { switchIn: { switchIn: preview.switchIn, switchInNavDate: preview.switchInNavDate } }
      : {};
  return <SellPreview preview={preview} bank={preview.bank ?? null} {...switchIn} />;
}

function SellActions({ flow, verb }: { flow: SellFlowState; verb: string }) {
  return (
    <div className="sticky bottom-0 -mx-5 flex flex-col gap-3 border-t border-border bg-surface px-5 py-4 tablet:static tablet:mx-0 tablet:flex-row tablet:border-0 tablet:p-0">
      {flow.phase === 'form' ? (
        <Button type="submit" loading={flow.previewing} className="tablet:min-w-44">
          Review {verb.toLowerCase()}
        </Button>
      ) : (
        <>
          <Button onClick={() => flow.proceed('preview')} className="tablet:min-w-44">
            Continue
          </Button>
          <Button variant="secondary" onClick={() => flow.setPhase('form')}>
            Change
          </Button>
        </>
      )}
    </div>
  );
}

function SellQuestions({ flow }: { flow: SellFlowState }) {
  return (
    <>
      {flow.phase === 'warning' && (
        <ConfirmQuestion
          onYes={() => flow.answeredYes('warning')}
          onNo={() => flow.setPhase('preview')}
        >
          {flow.preview?.warningMessage || sellMessages.balanceWarning}
        </ConfirmQuestion>
      )}
      {flow.phase === 'edis' && (
        <ConfirmQuestion
          onYes={() => flow.answeredYes('edis')}
          onNo={() => flow.setPhase('preview')}
        >
          {sellMessages.edisRedirect}
        </ConfirmQuestion>
      )}
    </>
  );
}

interface SellFlowFormProps {
  flow: SellFlowState;
  holding: TRedeemableHolding;
  verb: string;
}

/** How much to sell, what it comes to, and the questions asked before the OTP. */
export function SellFlowForm({ flow, holding, verb }: SellFlowFormProps) {
  const { poa, preview, phase } = flow;
  const blocked = poa.data?.isBlocked === 'Y' || preview?.poa.isBlocked === 'Y';
  return (
    <form
      noValidate
      onSubmit={(event) => void flow.showPreview(event)}
      className="flex flex-col gap-5"
    >
      {poa.data && <PoaNotice poa={poa.data} />}
      {poa.state.status === 'error' && <Alert tone="error">{poa.state.message}</Alert>}
      {!blocked && (
        <>
          <QuantityFields
            verb={verb}
            value={flow.choice}
            onChange={flow.change}
            error={flow.submitted && flow.problem ? flow.problem : undefined}
            freeUnitsText={formatFigure(holding.freeUnits || '0', 'units')}
          />
          {flow.error && <Alert tone="error">{flow.error}</Alert>}
          {preview && phase !== 'form' && <SellPreviewOf preview={preview} />}
          {preview && phase !== 'form' && preview.poa.isBlocked !== 'Y' && (
            <PoaNotice poa={preview.poa} />
          )}
          <SellActions flow={flow} verb={verb} />
        </>
      )}
      <SellQuestions flow={flow} />
    </form>
  );
}
