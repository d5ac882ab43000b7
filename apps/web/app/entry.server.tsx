import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { contentSecurityPolicy, createNonce, isWidgetPage, widgetContentSecurityPolicy } from './lib/csp.server';
import { NonceProvider } from './lib/nonce';
import { InlineStylesheetProvider } from './lib/inline-stylesheet';
import { builtStylesheetReader } from './lib/inline-stylesheet.server';
import { holdScriptsUntilPaint } from './lib/hydrate-after-paint.server';

export const streamTimeout = 5_000;

const readStylesheet = import.meta.env.DEV ? null : builtStylesheetReader(import.meta.url);

/** Renders a page as a stream, with a per-response nonce and, in built pages, the matching CSP header. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = createNonce();
  // Vite's development server injects inline scripts of its own; the policy applies to built pages.
  if (!import.meta.env.DEV) {
    const policy = isWidgetPage(new URL(request.url).pathname) ? widgetContentSecurityPolicy : contentSecurityPolicy;
    responseHeaders.set('Content-Security-Policy', policy(nonce));
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesheetProvider read={readStylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // React writes into the stream the response reads, so React hears when a visitor leaves mid-page.
          const body = holdScriptsUntilPaint();
          body.once('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Shell errors reach the framework's own handler; later ones would otherwise go unseen.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
