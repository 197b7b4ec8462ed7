/** The site a release check or release command joins unless told otherwise: `npm start`'s address. */
export const DEFAULT_SITE = 'http://127.0.0.1:4173'
