// Apart from the sale's schemas: the site shell names the campaign on every page, and zod loads only
// with the form that enters the draw.

/** The spring sale (spec §1): its campaign mark, the link that opens its modal, and its prize draw. */
export const SPRING_SALE_CAMPAIGN = 'springsale2025';
export const SALE_CAMPAIGNS = [SPRING_SALE_CAMPAIGN] as const;
