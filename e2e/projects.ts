/**
 * The specs the phone project (375 px) runs: those whose screens change shape or behaviour on a
 * phone (lists instead of tables, the drawer menu, the journeys an investor makes on a phone).
 * Every other spec runs at 1440 px and records its screens at 375 px as well (`shot`).
 */
export const phoneSpecs =
  /(landing|login|shell-frame|purchase|selling|onboarding-journey|portfolio|schemes|reach|demat|clock|scroll)\.spec\.ts$/;
