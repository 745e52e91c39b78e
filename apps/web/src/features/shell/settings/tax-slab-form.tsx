import { getTaxSlabCall, saveTaxSlabCall, scaledToString } from '@cdesk/domain';
import { useState, type FormEvent } from 'react';
import { ApiError, gatewayCall, gatewayPost } from '../../../lib/api';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { SettingsForm } from './settings-form';

const notChosen = 'none';
/** 3000 basis points -> '30 %'; 1250 -> '12.5 %'. */
const percentText = (basisPoints: number) =>
  `${scaledToString(BigInt(basisPoints), 2).replace(/\.?0+$/, '')} %`;

const loadSlab = (signal: AbortSignal) => gatewayCall(getTaxSlabCall, {}, { signal });

/**
 * settings/getTaxSlab and settings/saveTaxSlab: the income-tax slab the desk's capital-gains
 * estimates use for gains taxed at the slab (short-term gains of funds that are not equity-oriented).
 */
export function TaxSlabForm() {
  const slab = useGatewayLoad('tax-slab', loadSlab);
  const [picked, setPicked] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const { run, pending, error } = useAction<'save'>();

  if (slab.state.status === 'loading') return <Skeleton className="h-64 max-w-xl" />;
  if (slab.state.status === 'error')
    return <LoadError message={slab.state.message} onRetry={slab.retry} />;
  const current = slab.state.data;
  const value =
    picked ?? (current.slabBasisPoints === null ? notChosen : String(current.slabBasisPoints));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone('');
    void run('save', async () => {
      const slabBasisPoints = value === notChosen ? null : Number(value);
      const reply = await gatewayPost(saveTaxSlabCall, { slabBasisPoints });
      if (!reply.isSuccess) throw new ApiError(reply.displayMessage, 200, reply.errCode);
      slab.update(() => reply.data);
      setPicked(null);
      setDone(reply.displayMessage);
    });
  }

  return (
    <SettingsForm
      onSubmit={submit}
      intro={
        <div className="flex flex-col gap-2 text-sm text-muted">
          <p>
            The desk estimates the income tax on your capital gains: on the sell preview and on the
            Tax Harvesting report. Gains of equity-oriented funds are taxed at fixed rates (sections
            111A and 112A), as are long-term gains of other funds (section 112). Short-term gains of
            other funds, such as debt funds, are added to your income and taxed at your slab.
          </p>
          <p>
            Choose the highest slab rate your income reaches, or leave it not chosen: the estimates
            then leave those gains out and say so. Surcharge and cess are never included.
          </p>
        </div>
      }
      done={done}
      problem={error || ''}
      saving={pending === 'save'}
      submitLabel="Save slab"
    >
      <Select
        label="Your income-tax slab rate"
        value={value}
        onValueChange={(next) => {
          setPicked(next);
          setDone('');
        }}
        options={[
          { value: notChosen, label: 'Not chosen' },
          ...current.choices.map((choice) => ({
            value: String(choice),
            label: percentText(choice),
          })),
        ]}
      />
    </SettingsForm>
  );
}
