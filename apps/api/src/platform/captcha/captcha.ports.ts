/** Tells people from bots before a sign-in code is mailed. */
export interface CaptchaVerifier {
  /** True when requests must carry a token. */
  readonly required: boolean;
  verify(token: string, ip: string): Promise<boolean>;
}
