// Signature checks a seller's server can copy: the Standard Webhooks scheme with each language's own HMAC.

export const TYPESCRIPT_VERIFY = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** true, если событие подписано вашим секретом и отправлено не раньше пяти минут назад. */
export function verifyWebhook(secret: string, headers: Record<string, string | undefined>, body: string): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  // Во время смены секрета подписей две, через пробел: подходит любая.
  return signatures.split(' ').some((entry) => {
    const [version, value = ''] = entry.split(',');
    const given = Buffer.from(value, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

// Express: тело нужно именно в том виде, в каком оно пришло.
// app.post('/lootmarket', express.text({ type: '*/*' }), (req, res) => {
//   if (!verifyWebhook(process.env.WEBHOOK_SECRET!, req.headers as Record<string, string>, req.body)) return res.sendStatus(400);
//   const event = JSON.parse(req.body);
//   res.sendStatus(204);
// });`;

export const PYTHON_VERIFY = `import base64
import hashlib
import hmac
import time


def verify_webhook(secret: str, headers: dict, body: bytes) -> bool:
    """True, если событие подписано вашим секретом и отправлено не раньше пяти минут назад."""
    msg_id = headers.get("webhook-id", "")
    timestamp = headers.get("webhook-timestamp", "")
    signatures = headers.get("webhook-signature", "")
    if not msg_id or not timestamp.isdigit() or abs(time.time() - int(timestamp)) > 300:
        return False
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    # Во время смены секрета подписей две, через пробел: подходит любая.
    return any(
        version == "v1" and hmac.compare_digest(value, expected)
        for version, _, value in (entry.partition(",") for entry in signatures.split())
    )

# Flask: verify_webhook(SECRET, {k.lower(): v for k, v in request.headers.items()}, request.get_data())`;

export const PHP_VERIFY = `<?php
/** true, если событие подписано вашим секретом и отправлено не раньше пяти минут назад. */
function verifyWebhook(string $secret, array $headers, string $body): bool
{
    $id = $headers['webhook-id'] ?? '';
    $timestamp = $headers['webhook-timestamp'] ?? '';
    $signatures = $headers['webhook-signature'] ?? '';
    if ($id === '' || !ctype_digit($timestamp) || abs(time() - (int) $timestamp) > 300) {
        return false;
    }
    $key = base64_decode(substr($secret, strlen('whsec_')));
    $expected = base64_encode(hash_hmac('sha256', "$id.$timestamp.$body", $key, true));
    // Во время смены секрета подписей две, через пробел: подходит любая.
    foreach (explode(' ', $signatures) as $signature) {
        [$version, $value] = array_pad(explode(',', $signature, 2), 2, '');
        if ($version === 'v1' && hash_equals($expected, $value)) {
            return true;
        }
    }
    return false;
}

$headers = array_change_key_case(getallheaders(), CASE_LOWER);
$body = file_get_contents('php://input');
if (!verifyWebhook(getenv('WEBHOOK_SECRET'), $headers, $body)) {
    http_response_code(400);
    exit;
}
$event = json_decode($body, true);
http_response_code(204);`;

export const EXAMPLE_EVENT = `POST /lootmarket HTTP/1.1
content-type: application/json
webhook-id: msg_2f0c8d3e6a0b4b6c9a1d7e5f4c3b2a10
webhook-timestamp: 1795591620
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{
  "id": "msg_2f0c8d3e6a0b4b6c9a1d7e5f4c3b2a10",
  "type": "order.paid",
  "timestamp": "2026-11-29T10:07:00.000Z",
  "object": { "type": "order", "id": "7c0b6f0e-8a55-4b1e-9d3a-2f5c1e0a9b44" },
  "sequence": 1,
  "data": {
    "orderId": "7c0b6f0e-8a55-4b1e-9d3a-2f5c1e0a9b44",
    "offerId": "0d9f3c1a-6b2e-4f7a-8c5d-1e2f3a4b5c6d",
    "productTitle": "Cyberpunk 2077",
    "quantity": 1,
    "amount": { "amountMinor": 149900, "currency": "rub" }
  }
}`;
