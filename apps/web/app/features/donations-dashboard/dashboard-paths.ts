/** The private API the dashboard calls from the browser. */
export const PRIVATE_API_PATH = '/api/gw/private/v1';
