import { useNavigate } from 'react-router';
import { Card } from '../../ui/card';
import { regPath } from './reg-area';
import { updateReg } from './reg-state';

const types = [
  {
    area: 'tradereg',
    accountType: 'EW',
    title: 'E-Wealth account',
    about: 'Mutual funds, stocks, bonds and more, with a demat account.',
  },
  {
    area: 'emftradereg',
    accountType: 'EMF',
    title: 'E-Wealth MF account',
    about: 'Mutual funds only.',
  },
] as const;

/** /tradereg/cro/registration/account_type: a staff member chooses the account type first. */
export function AccountTypePage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <h1 className="text-xl font-semibold tracking-tight tablet:text-2xl">
        Which account do you open?
      </h1>
      <div className="grid gap-4 tablet:grid-cols-2">
        {types.map((type) => (
          <Card key={type.area} className="shadow-sm">
            <button
              type="button"
              className="flex min-h-32 w-full flex-col items-start gap-2 rounded-card p-5 text-left hover:bg-subtle"
              onClick={() => {
                updateReg({ origin: 'EMPLOYEE', accountType: type.accountType, linkRefNo: '' });
                navigate(regPath(type.area, 'createlogin/generate-otp'));
              }}
            >
              <span className="text-lg font-semibold text-text">{type.title}</span>
              <span className="text-[15px] text-muted">{type.about}</span>
            </button>
          </Card>
        ))}
      </div>
    </div>
  );
}
