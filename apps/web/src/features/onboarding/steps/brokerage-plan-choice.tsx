/** The brokerage plan of the cash market segment, one of the plans offered. */
export function BrokeragePlanChoice({
  plans,
  value,
  onChange,
}: {
  plans: ReadonlyArray<{ code: string; label: string }>;
  value: string;
  onChange: (plan: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1 pl-7">
      <legend className="mb-1 text-sm font-medium text-muted">Brokerage plan</legend>
      {plans.map((plan) => (
        <label
          key={plan.code}
          className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm"
        >
          <input
            type="radio"
            name="cmBrokeragePlan"
            value={plan.code}
            checked={value === plan.code}
            onChange={() => onChange(plan.code)}
            className="size-[18px] shrink-0 accent-brand"
          />
          {plan.label}
        </label>
      ))}
    </fieldset>
  );
}
