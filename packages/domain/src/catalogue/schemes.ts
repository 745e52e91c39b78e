/** Messages of the scheme listing and scheme insight. */
export const schemeMessages = {
  schemeCode: 'Scheme code should be valid.',
  searchKeyword: 'Please type a scheme name, fund house or scheme code to search.',
  schemeNotFound: 'This scheme was not found. Please choose a scheme from the list of funds.',
  documentNotFound: 'The scheme document was not found.',
  noSchemes: 'No schemes match your filter. Try removing a filter or changing the search.',
  noNavHistory: 'No NAV history is available for this scheme yet.',
} as const;
