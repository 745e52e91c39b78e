import {
  familyDeclarations,
  type FamilyDeclaration,
  type TLoadMobEmailResponse,
} from '@cdesk/domain';
import { Select } from '../../../ui/select';
import { TextField, VerifiedMark } from './holder-form';
import type { Form, SetContact } from './use-mob-email-form';

const belongsOptions = familyDeclarations.map((d) => ({
  value: d,
  label: d === 'Self' ? 'Self (my own)' : d,
}));

interface ContactFieldsProps {
  form: Form;
  errors: Record<string, string>;
  set: SetContact;
  data: TLoadMobEmailResponse;
}

/** The mobile and the e-mail, each with whose it is and a mark once verified. */
export function ContactFields({ form, errors, set, data }: ContactFieldsProps) {
  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      <div className="flex flex-col gap-2">
        <TextField
          label="Mobile No"
          name="mobile"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={form.mobile}
          onValueChange={(v) => set('mobile', v.replace(/\D/g, ''))}
          error={errors.mobile}
          hint="10 digits, without +91"
        />
        {data.mobileVerified && form.mobile === data.mobile && (
          <VerifiedMark>Mobile verified</VerifiedMark>
        )}
      </div>
      <Select
        label="Mobile belongs to"
        value={form.mobileBelongsTo}
        onValueChange={(v) => set('mobileBelongsTo', v as FamilyDeclaration)}
        options={belongsOptions}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label="Email ID"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={75}
          value={form.email}
          onValueChange={(v) => set('email', v.trim())}
          error={errors.email}
        />
        {data.emailVerified && form.email.toLowerCase() === data.email.toLowerCase() && (
          <VerifiedMark>E-mail verified</VerifiedMark>
        )}
      </div>
      <Select
        label="Email belongs to"
        value={form.emailBelongsTo}
        onValueChange={(v) => set('emailBelongsTo', v as FamilyDeclaration)}
        options={belongsOptions}
      />
    </div>
  );
}
