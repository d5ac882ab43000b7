import sharp from 'sharp';
import type { TestApp } from '../../test-app';
import { PUBLIC } from './orders.test-support';

const BOUNDARY = '----lootmarket-dispute';

/** A small picture, as a buyer's screenshot would be. */
export const screenshot = (background = '#dc2626'): Promise<Buffer> =>
  sharp({ create: { width: 120, height: 80, channels: 3, background } })
    .png()
    .toBuffer();

/** The dispute form as a browser sends it: text fields, then the pictures as `file` parts. */
export function disputeForm(fields: Record<string, string>, files: Buffer[] = []) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  files.forEach((file, index) => {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="shot-${index}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** `POST order/dispute` for a signed-in buyer (headers) or a guest (token). */
export function openDispute(
  t: TestApp,
  orderId: string,
  fields: Record<string, string>,
  options: { headers?: Record<string, string>; token?: string; files?: Buffer[] } = {},
) {
  const form = disputeForm(fields, options.files);
  const token = options.token ? `&token=${encodeURIComponent(options.token)}` : '';
  return t.app.inject({
    method: 'POST',
    url: `${PUBLIC}/order/dispute?id=${orderId}${token}`,
    headers: { ...options.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

export const DISPUTE_FIELDS = {
  reason: 'not_working',
  text: 'Ключ не активируется: Steam пишет, что он уже использован',
};
