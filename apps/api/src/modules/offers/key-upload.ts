import {
  keyControlCharactersMessage,
  KEY_UPLOAD_LIMITS,
  SELLER_MESSAGES,
  type KeyUploadResult,
} from '@lootmarket/domain';
import { AppError } from '../../platform/http/app-error';

type Rejection = KeyUploadResult['rejections'][number];

/**
 * Control characters (BEL, ESC, DEL, C1) and the invisible marks that reorder text (U+202E and the rest):
 * a key carrying them would be sold as something else than what the buyer reads.
 */
const CONTROL_OR_BIDI = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;

/** Rejections listed back to the seller; the counts cover them all. */
const LISTED_REJECTIONS = 100;

export interface ParsedKeyUpload {
  /** Trimmed keys to add, each once, in upload order. */
  keys: string[];
  duplicates: number;
  rejected: number;
  rejections: Rejection[];
}

/** The keys of pasted text (one per line) or of a CSV file (one per cell). Refuses uploads beyond the limits. */
export function parseKeyUpload(text: string, { csv = false }: { csv?: boolean } = {}): ParsedKeyUpload {
  if (text.includes('\u0000')) throw new AppError('VALIDATION_FAILED', SELLER_MESSAGES.nulBytes);
  const cells = splitCells(text, csv);
  refuseControlCharacters(cells);
  if (cells.length > KEY_UPLOAD_LIMITS.maxKeys) {
    throw new AppError('VALIDATION_FAILED', SELLER_MESSAGES.tooManyKeys, {
      limit: KEY_UPLOAD_LIMITS.maxKeys,
      found: cells.length,
    });
  }
  const seen = new Set<string>();
  const parsed: ParsedKeyUpload = { keys: [], duplicates: 0, rejected: 0, rejections: [] };
  for (const { line, key } of cells) {
    if (key.length > KEY_UPLOAD_LIMITS.maxKeyLength) {
      parsed.rejected += 1;
      note(parsed, { line, reason: 'too_long', message: SELLER_MESSAGES.keyTooLong });
    } else if (seen.has(key)) {
      parsed.duplicates += 1;
      note(parsed, { line, reason: 'duplicate_in_upload', message: SELLER_MESSAGES.duplicateKey });
    } else {
      seen.add(key);
      parsed.keys.push(key);
    }
  }
  if (parsed.keys.length === 0 && parsed.rejected === 0 && parsed.duplicates === 0)
    throw new AppError('VALIDATION_FAILED', SELLER_MESSAGES.noKeys);
  return parsed;
}

/** Refuses the whole upload when any key holds a control or text-direction character, naming the lines. */
function refuseControlCharacters(cells: readonly { line: number; key: string }[]): void {
  const lines = [...new Set(cells.filter(({ key }) => CONTROL_OR_BIDI.test(key)).map(({ line }) => line))];
  if (lines.length > 0) throw new AppError('VALIDATION_FAILED', keyControlCharactersMessage(lines), { lines });
}

/** Drops keys the offer already holds unsold; `lines` maps each key to the line it came from. */
export function dropStockedKeys(
  parsed: ParsedKeyUpload,
  stocked: ReadonlySet<string>,
  lineOf: ReadonlyMap<string, number>,
): ParsedKeyUpload {
  const keys: string[] = [];
  const result = { ...parsed, rejections: [...parsed.rejections] };
  for (const key of parsed.keys) {
    if (!stocked.has(key)) keys.push(key);
    else {
      result.duplicates += 1;
      note(result, { line: lineOf.get(key) ?? 0, reason: 'duplicate_in_stock', message: SELLER_MESSAGES.duplicateKey });
    }
  }
  result.rejections.sort((a, b) => a.line - b.line);
  return { ...result, keys };
}

/** The line each parsed key came from, for rejections found after parsing. */
export function keyLines(text: string, csv = false): Map<string, number> {
  const lines = new Map<string, number>();
  for (const { line, key } of splitCells(text, csv)) if (!lines.has(key)) lines.set(key, line);
  return lines;
}

function note(parsed: ParsedKeyUpload, rejection: Rejection): void {
  if (parsed.rejections.length < LISTED_REJECTIONS) parsed.rejections.push(rejection);
}

/** Non-empty trimmed cells with their 1-based line numbers; a BOM at the start is not part of the first key. */
function splitCells(text: string, csv: boolean): { line: number; key: string }[] {
  const cells: { line: number; key: string }[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index += 1) {
    for (const cell of csv ? lines[index]!.split(/[,;]/) : [lines[index]!]) {
      const key = unquote(cell.trim());
      if (key !== '') cells.push({ line: index + 1, key });
    }
  }
  return cells;
}

/** CSV exporters quote cells: "KEY-1" is the key KEY-1. */
function unquote(cell: string): string {
  return cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"')
    ? cell.slice(1, -1).replaceAll('""', '"').trim()
    : cell;
}

/** The text of an uploaded key file: a .txt or .csv name, no NUL bytes, valid UTF-8. */
export function decodeKeyFile(file: { filename: string; content: Buffer }): { text: string; csv: boolean } {
  const name = file.filename.toLowerCase();
  const csv = name.endsWith('.csv');
  if (!csv && !name.endsWith('.txt')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SELLER_MESSAGES.notTextFile);
  if (file.content.length > KEY_UPLOAD_LIMITS.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', SELLER_MESSAGES.fileTooLarge, { limit: KEY_UPLOAD_LIMITS.maxBytes });
  if (file.content.includes(0)) throw new AppError('VALIDATION_FAILED', SELLER_MESSAGES.nulBytes);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(file.content), csv };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', SELLER_MESSAGES.notTextFile);
  }
}

/** «••••7F3K»: the last four characters of a key (two of a short one), never more. */
export function maskKey(key: string): string {
  const shown = key.length > 8 ? 4 : Math.min(2, Math.max(0, key.length - 2));
  return `••••${shown > 0 ? key.slice(-shown) : ''}`;
}
