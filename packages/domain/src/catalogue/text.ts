/** Messages of the text rule (rules/text.ts), which every request's strings are held to. */
export const textMessages = {
  unsafeCharacters: (field: string) =>
    `${field} contains characters that are not allowed. Please remove them and try again.`,
  tooLong: (field: string) => `${field} is too long.`,
  unsafeInField: 'Please remove special characters such as tabs, line breaks or control codes.',
} as const;
