import type { KraStatus, TKycIdentity } from '@cdesk/domain';
import { avatarDataUrl } from './avatar.js';

/** One person of the sandbox registries (DEMO-DATA.md), with where each registry knows them. */
interface SandboxPerson {
  pan: string;
  fname: string;
  mname: string;
  lname: string;
  gender: 'M' | 'F';
  fatherName: string;
  address: TKycIdentity['address'];
  aadhaarLast4: string;
  kra: { status: KraStatus; address?: TKycIdentity['address'] } | null;
  ckycNo: string | null;
}

const dob = '15-08-1990';

const people: readonly SandboxPerson[] = [
  {
    pan: 'AAAPZ1111A',
    fname: 'RAJESH',
    mname: 'KUMAR',
    lname: 'ZAVERI',
    gender: 'M',
    fatherName: 'MAHESH ZAVERI',
    address: {
      line1: '402, Shanti Kunj',
      line2: 'Linking Road, Bandra West',
      line3: '',
      city: 'Mumbai',
      district: 'Mumbai Suburban',
      state: 'Maharashtra',
      pincode: '400050',
      country: 'India',
    },
    aadhaarLast4: '4821',
    kra: { status: 'VALIDATED' },
    ckycNo: '30012345678901',
  },
  {
    pan: 'AAAPZ2222B',
    fname: 'SNEHA',
    mname: 'ANIL',
    lname: 'ZUTSHI',
    gender: 'F',
    fatherName: 'ANIL ZUTSHI',
    address: {
      line1: 'B-14, Vasant Vihar',
      line2: 'Near Priya Complex',
      line3: '',
      city: 'New Delhi',
      district: 'South West Delhi',
      state: 'Delhi',
      pincode: '110057',
      country: 'India',
    },
    aadhaarLast4: '7306',
    // The KRA still has the address she lived at before moving; its record is on hold.
    kra: {
      status: 'ON_HOLD',
      address: {
        line1: 'House 21, Gandhi Nagar',
        line2: 'Bakshi Nagar',
        line3: '',
        city: 'Jammu',
        district: 'Jammu',
        state: 'Jammu and Kashmir',
        pincode: '180004',
        country: 'India',
      },
    },
    ckycNo: '30098765432109',
  },
  {
    pan: 'AAAPZ3333C',
    fname: 'MOHAMMED',
    mname: 'IMRAN',
    lname: 'ZAIDI',
    gender: 'M',
    fatherName: 'SALIM ZAIDI',
    address: {
      line1: '8-2-293, Road No. 12',
      line2: 'Banjara Hills',
      line3: '',
      city: 'Hyderabad',
      district: 'Hyderabad',
      state: 'Telangana',
      pincode: '500034',
      country: 'India',
    },
    aadhaarLast4: '5590',
    kra: null,
    ckycNo: '30055511122233',
  },
  {
    pan: 'AAAPZ4444D',
    fname: 'ANJALI',
    mname: '',
    lname: 'ZACHARIAH',
    gender: 'F',
    fatherName: 'THOMAS ZACHARIAH',
    address: {
      line1: 'TC 25/1234, Ambady Lane',
      line2: 'MG Road, Statue',
      line3: '',
      city: 'Thiruvananthapuram',
      district: 'Thiruvananthapuram',
      state: 'Kerala',
      pincode: '695001',
      country: 'India',
    },
    aadhaarLast4: '9043',
    kra: null,
    ckycNo: null,
  },
];

const byPan = new Map(people.map((p) => [p.pan, p]));

function identity(
  person: SandboxPerson,
  source: TKycIdentity['source'],
  address = person.address,
): TKycIdentity {
  const idHint =
    source === 'DIGILOCKER'
      ? `XXXX XXXX ${person.aadhaarLast4}`
      : source === 'CKYC'
        ? `XXXXXXXXXX${(person.ckycNo ?? '').slice(-4)}`
        : '';
  return {
    source,
    pan: person.pan,
    fname: person.fname,
    mname: person.mname,
    lname: person.lname,
    dob,
    gender: person.gender,
    fatherName: person.fatherName,
    address,
    idHint,
    photo: source === 'KRA' ? '' : avatarDataUrl(`${person.fname} ${person.lname}`, person.pan),
  };
}

/** The sandbox KRA: a record with its status, for the PANs it knows. */
export function sandboxKraRecord(
  pan: string,
): { status: KraStatus; identity: TKycIdentity } | null {
  const person = byPan.get(pan.toUpperCase());
  if (!person?.kra) return null;
  return { status: person.kra.status, identity: identity(person, 'KRA', person.kra.address) };
}

/** The sandbox Central KYC Registry: found by PAN with the matching date of birth. */
export function sandboxCkycRecord(pan: string, dateOfBirth: string): TKycIdentity | null {
  const person = byPan.get(pan.toUpperCase());
  if (!person?.ckycNo || dateOfBirth !== dob) return null;
  return identity(person, 'CKYC');
}

/** A digit from a text, the same every time, for the identities the sandbox makes up. */
function digits(text: string, count: number): string {
  let hash = 2166136261;
  for (const c of text) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return String(hash % 10 ** count).padStart(count, '0');
}

const madeUpAddresses: readonly TKycIdentity['address'][] = [
  {
    line1: '17, Koramangala 4th Block',
    line2: '80 Feet Road',
    line3: '',
    city: 'Bengaluru',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    pincode: '560034',
    country: 'India',
  },
  {
    line1: '5, Shivaji Nagar',
    line2: 'FC Road',
    line3: '',
    city: 'Pune',
    district: 'Pune',
    state: 'Maharashtra',
    pincode: '411005',
    country: 'India',
  },
  {
    line1: '22, Navrangpura',
    line2: 'CG Road',
    line3: '',
    city: 'Ahmedabad',
    district: 'Ahmedabad',
    state: 'Gujarat',
    pincode: '380009',
    country: 'India',
  },
];

/**
 * The Aadhaar identity the sandbox DigiLocker shares. A demo PAN gives its own person; any other
 * applicant has a DigiLocker account made up from the name and date of birth the desk sent, so
 * every test applicant can finish KYC.
 */
export function sandboxAadhaarIdentity(hints: {
  pan: string;
  fname: string;
  mname: string;
  lname: string;
  dob: string;
}): TKycIdentity {
  const person = byPan.get(hints.pan.toUpperCase());
  if (person) return identity(person, 'DIGILOCKER');
  const seed = hints.pan.toUpperCase();
  return {
    source: 'DIGILOCKER',
    pan: seed,
    fname: hints.fname.toUpperCase(),
    mname: hints.mname.toUpperCase(),
    lname: hints.lname.toUpperCase(),
    dob: hints.dob,
    gender: Number(digits(seed, 1)) % 2 === 0 ? 'F' : 'M',
    fatherName: `RAMESH ${hints.lname.toUpperCase()}`.trim(),
    address: madeUpAddresses[Number(digits(seed, 2)) % madeUpAddresses.length]!,
    idHint: `XXXX XXXX ${digits(seed, 4)}`,
    photo: avatarDataUrl(`${hints.fname} ${hints.lname}`, seed),
  };
}
