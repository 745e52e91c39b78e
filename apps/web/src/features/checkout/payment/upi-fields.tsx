import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { investmentAmountsUpdated, type PaymentFields } from '../cart/cart-slice';
import { UpiAddressField } from './upi-address-field';

interface UpiFieldsProps {
  nfo: boolean;
  vpa: string;
  verified: boolean;
}

/** The cart's UPI address: verified with validateVPA, kept in the cart. */
export function UpiFields({ nfo, vpa, verified }: UpiFieldsProps) {
  const dispatch = useAppDispatch();
  const njAcNo = useAppSelector((state) => state.access.njacno);
  const update = (amounts: Partial<PaymentFields>) =>
    dispatch(investmentAmountsUpdated({ nfo, amounts }));
  return (
    <UpiAddressField
      njAcNo={njAcNo}
      vpa={vpa}
      verified={verified}
      onVerified={(address) => update({ ...address, isVPAddressValid: true })}
      onChanged={() =>
        update({ isVPAddressValid: false, VPAVerifyDtlSrNo: '', payerVirtualAddress: '' })
      }
    />
  );
}
