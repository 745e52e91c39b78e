/** The sections of /profile; /profile/{key} opens one (the banks-Mandate key comes from links). */
export const profileTabs = [
  { value: 'personal', label: 'Personal' },
  { value: 'nominee', label: 'Nominee' },
  { value: 'banks-Mandate', label: 'Banks & Mandates' },
] as const;
export type ProfileTab = (typeof profileTabs)[number]['value'];

/** The tab a key names, matched without regard to case (links spell it in more than one way). */
export function profileTabOf(key: string | undefined): ProfileTab {
  const wanted = (key ?? '').toLowerCase();
  return profileTabs.find((tab) => tab.value.toLowerCase() === wanted)?.value ?? 'personal';
}
