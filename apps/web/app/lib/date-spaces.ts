/**
 * Dates with every space made a no-break space. Node's and a browser's ICU disagree on the space before
 * «г.» (U+202F in newer data, U+0020 in older), so text formatted on the server would not match what the
 * browser formats while hydrating (React error #418); a date should not break across lines either.
 */
export const dateSpaces = (text: string): string => text.replace(/\s/g, '\u00a0');
