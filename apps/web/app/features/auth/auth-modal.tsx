import { AUTH, isCaptchaRequired, type AppEnv, type HeaderUser, type LoginStep } from '@lootmarket/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { Modal } from '#app/components/ui/modal';
import { useToast } from '#app/components/ui/toast';
import {
  announceGuest,
  announceLogin,
  onAuthEvent,
  type AuthOpenOptions,
  type ConnectAction,
} from '#app/lib/auth-events';
import {
  guestMailSubmitEvent,
  isRegistration,
  loginEvent,
  pushAnalytics,
  skipAuthEvent,
  type LoginMethod,
} from './analytics';
import { failureMessage, isApiError, isUnreadableAnswer } from '#app/lib/api/api-error';
import { GENERIC_AUTH_ERROR, requestEmailCode, submitEmailCode, type LoginAnswer } from './auth-api';
import { connectActionPath, isDismissible, previousStep, showsConsent, stepTitle } from './auth-flow';
import { loginSessionId, rememberedGuestEmail, rememberGuestEmail, rememberSessionId } from './auth-storage';
import { CodeStep, WRONG_CODE, type CodeProblem } from './code-step';
import { EmailStep } from './email-step';
import { GuestStep } from './guest-step';
import { openProviderPopup, POPUP_BLOCKED_MESSAGE } from './popup-login';
import { ConsentNote, VariantsStep, type PopupProvider } from './variants-step';

type Session = { open: boolean; step: LoginStep; options: AuthOpenOptions; action: ConnectAction | null };
const CLOSED: Session = { open: false, step: 'variants', options: {}, action: null };

/** The sign-in modal of the whole site; pages reach it through the auth events, never by import. */
export function AuthModal({
  user,
  appEnv,
  captchaSiteKey,
}: {
  user: HeaderUser | null;
  appEnv: AppEnv;
  captchaSiteKey: string | null;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [session, setSession] = useState<Session>(CLOSED);
  const [email, setEmail] = useState('');
  // A new deadline remounts the code step, so every sent code starts with empty cells.
  const [resendDeadline, setResendDeadline] = useState(0);

  useEffect(() => {
    const start = (options: AuthOpenOptions, action: ConnectAction | null) =>
      setSession({ open: true, step: 'variants', options, action });
    const offOpen = onAuthEvent('auth:open', (options) => start(options ?? {}, null));
    const offConnect = onAuthEvent('auth:connect', ({ action }) => {
      if (user) void navigate(connectActionPath(user.id, action));
      else start({}, action);
    });
    return () => {
      offOpen();
      offConnect();
    };
  }, [user, navigate]);

  const goTo = (step: LoginStep) => setSession((current) => ({ ...current, step }));
  const close = () => setSession((current) => ({ ...current, open: false }));
  const back = () => goTo(previousStep(session.step) ?? 'variants');

  async function sendCode(input: { email: string; captchaToken?: string }): Promise<string | null> {
    try {
      const sent = await requestEmailCode({ sessionId: loginSessionId(), ...input });
      rememberSessionId(sent.sessionID);
      setEmail(input.email);
      setResendDeadline(Date.now() + (sent.resendAfterSeconds || AUTH.codeResendDelaySec) * 1000);
      goTo('code');
      return null;
    } catch (error) {
      return failureMessage(error, GENERIC_AUTH_ERROR);
    }
  }

  function completeLogin(answer: LoginAnswer, method: LoginMethod) {
    rememberSessionId(answer.sessionId);
    const registration = isRegistration(answer, Date.now());
    close();
    announceLogin({ user: answer.user, isRegistration: registration });
    pushAnalytics(loginEvent(registration, method));
    if (session.action) void navigate(connectActionPath(answer.user.id, session.action));
    else void revalidator.revalidate();
  }

  function signInWith(provider: PopupProvider) {
    const opened = openProviderPopup({
      provider,
      sessionId: loginSessionId(),
      onOutcome: (outcome) => {
        if (outcome.ok) completeLogin(outcome.answer, provider);
        else toast.show({ type: 'error', message: outcome.message });
      },
    });
    if (!opened) toast.show({ type: 'error', message: POPUP_BLOCKED_MESSAGE });
  }

  async function login(code: string): Promise<CodeProblem | null> {
    try {
      completeLogin(await submitEmailCode({ sessionId: loginSessionId(), email, code }), 'email');
      return null;
    } catch (error) {
      // 400 is the refused code, and an answer without a session fails the same way (spec §8); anything
      // else (rate limit, network) is not the visitor's typo.
      if (isApiError(error, 400) || isUnreadableAnswer(error)) return WRONG_CODE;
      return { message: failureMessage(error, GENERIC_AUTH_ERROR), invalid: false };
    }
  }

  function continueAsGuest(guestEmail: string) {
    rememberGuestEmail(guestEmail);
    close();
    announceGuest(guestEmail);
    pushAnalytics(guestMailSubmitEvent(session.options.product));
  }

  /** The e-mail a guest already typed (for the goods, on the sign-in sheet, or last time): never asked for twice. */
  function guestEmailOffer(forGoods: string | undefined, forSignIn: string): string {
    return forGoods || forSignIn || rememberedGuestEmail() || '';
  }

  function skip() {
    pushAnalytics(skipAuthEvent(session.options.product));
    goTo('guest');
  }

  const { step } = session;
  return (
    <Modal
      open={session.open}
      onOpenChange={(open) => {
        if (!open && isDismissible(step)) close();
      }}
      title={stepTitle(step, pathname)}
      dismissible={isDismissible(step)}
      closeButton="mobile-only"
    >
      {step === 'variants' ? (
        <VariantsStep
          onProvider={signInWith}
          onEmail={() => goTo('email')}
          {...(session.options.guestAvailable ? { onSkip: skip } : {})}
        />
      ) : null}
      {step === 'email' ? (
        <EmailStep
          initialEmail={email || session.options.email || ''}
          captchaRequired={isCaptchaRequired(appEnv)}
          captchaSiteKey={captchaSiteKey}
          onBack={back}
          onSubmit={sendCode}
          onType={setEmail}
        />
      ) : null}
      {step === 'code' ? (
        <CodeStep
          key={resendDeadline}
          email={email}
          resendDeadlineMs={resendDeadline}
          onBack={back}
          onResend={() => goTo('email')}
          onSubmit={login}
        />
      ) : null}
      {step === 'guest' ? (
        <GuestStep
          initialEmail={guestEmailOffer(session.options.email, email)}
          onBack={back}
          onSubmit={continueAsGuest}
        />
      ) : null}
      {showsConsent(step) ? <ConsentNote className="mt-5" /> : null}
    </Modal>
  );
}
