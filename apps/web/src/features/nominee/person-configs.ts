import {
  guardianDetailsSchema,
  guardianKeys,
  loadNomiGrdnDetailsProfileCall,
  loadNomineeDetailsProfileCall,
  nomineeDetailsSchema,
  nomineeKeys,
  nomineeLimits,
  saveNomiGrdnDetailsProfileCall,
  saveNomineeDetailsProfileCall,
  type ZLoadNomiGrdnDetailsProfileResponse,
  type ZLoadNomineeDetailsProfileResponse,
} from '@cdesk/domain';
import { businessToday } from '../../lib/business-clock';
import type { ReplyOf } from '../../lib/contract';
import type { FieldValues } from 'react-hook-form';
import { nomineeRequest } from './nominee-calls';
import { idTypeOptions, isdOptions, relationOptions } from './nominee-data';
import type { PersonStepConfig } from './person-step';

export type LoadedNominee = ReplyOf<typeof ZLoadNomineeDetailsProfileResponse>;
export type LoadedGuardian = ReplyOf<typeof ZLoadNomiGrdnDetailsProfileResponse>;

const text = (value: string | undefined) => value ?? '';
const pass = (values: FieldValues) => values;

export const nomineeConfig: PersonStepConfig<LoadedNominee> = {
  load: nomineeRequest(loadNomineeDetailsProfileCall),
  save: nomineeRequest(saveNomineeDetailsProfileCall),
  names: nomineeKeys,
  schema: () => nomineeDetailsSchema({ today: businessToday() }),
  relationLabel: 'Relationship with you',
  relationOtherMax: nomineeLimits.relationOtherNomineeMax,
  toForm: (loaded) => ({
    ...Object.fromEntries(
      Object.values(nomineeKeys).map((name) => [
        name,
        text(loaded[name as keyof LoadedNominee] as string),
      ]),
    ),
    nomiISD: loaded.nomiISD || nomineeLimits.defaultIsd,
  }),
  toSave: pass,
  options: (loaded) => ({
    relations: relationOptions(loaded.nomiRelationList),
    idTypes: idTypeOptions(loaded.nomiIdntTypeLst),
    isdCodes: isdOptions(loaded.nomiISDLst),
  }),
};

export const guardianConfig: PersonStepConfig<LoadedGuardian> = {
  load: nomineeRequest(loadNomiGrdnDetailsProfileCall),
  save: nomineeRequest(saveNomiGrdnDetailsProfileCall),
  // The guardian's form uses the save call's names; the load call spells three of them differently.
  names: guardianKeys,
  schema: (loaded) =>
    guardianDetailsSchema({ today: businessToday(), nomineeIdNo: loaded.nomiIdntNo ?? '' }),
  subtitle: (loaded) => (loaded.nomineeName ? `Guardian of ${loaded.nomineeName}` : ''),
  relationLabel: 'Relationship with nominee',
  relationOtherMax: nomineeLimits.relationOtherGuardianMax,
  toForm: (loaded) => ({
    grdnNomiFName: text(loaded.grdnNomiFName),
    grdnNomiMName: text(loaded.grdnNomiMName),
    grdnNomiLName: text(loaded.grdnNomiLName),
    grdnNomiDob: text(loaded.grdnNomiDob),
    relationWithNomi: text(loaded.relationWithNomi),
    relationWithOther: text(loaded.relationWithNomiOther),
    grdnNomiIdntType: text(loaded.grdnNomiIdentyType),
    grdnNomiIdntNo: text(loaded.grdnNomiIdentyProofNo),
    grdnNomiISD: loaded.grdnNomiIsdCode || nomineeLimits.defaultIsd,
    grdnNomiMobile: text(loaded.grdnNomiMobile),
    grdnNomiEmail: text(loaded.grdnNomiEmail),
  }),
  toSave: pass,
  options: (loaded) => ({
    relations: relationOptions(loaded.grndNomiRelList),
    idTypes: idTypeOptions(loaded.grdnNomiIdentyTypeLst),
    isdCodes: isdOptions(loaded.grdnNomiIsdLst),
  }),
};
