import type { CurrentUser } from './current-user.server';

/** Feature flags the server passes to every render. */
export interface SiteFlags {
  termsContentCreators: boolean;
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls our API: in-process when web and API share a process, over HTTP otherwise. */
    apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
    flags: SiteFlags;
    appEnv: 'production' | 'stage' | 'development';
    user: CurrentUser | null;
    /** The SmartCaptcha site key the sign-in widget renders with; null where no captcha is configured. */
    captchaSiteKey: string | null;
    /** The site's public origin, for canonical links, Open Graph and sitemaps. */
    publicUrl: string;
  }
}
