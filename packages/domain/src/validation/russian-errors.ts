import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from './messages';

type Issue = z.core.$ZodRawIssue;

/** Russian plural form of a count: 1 символ, 2 символа, 5 символов. */
export function pluralRu(count: number, one: string, few: string, many: string): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return many;
  if (last === 1) return one;
  return last >= 2 && last <= 4 ? few : many;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  bigint: 'целое число',
  boolean: 'да или нет',
  object: 'объект',
  array: 'список',
  date: 'дата',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: INVALID_EMAIL_MESSAGE,
  url: 'Некорректная ссылка',
  uuid: 'Некорректный идентификатор',
  guid: 'Некорректный идентификатор',
  datetime: 'Некорректные дата и время',
  date: 'Некорректная дата',
  time: 'Некорректное время',
  ipv4: 'Некорректный IP-адрес',
  ipv6: 'Некорректный IP-адрес',
  base64: 'Некорректные данные в base64',
  base64url: 'Некорректные данные в base64url',
  jwt: 'Некорректный токен',
};

/** Units after «не больше» / «не меньше», in the genitive: 1 символа, 3 символов, 21 символа. */
function unitsOf(origin: string, count: number): string | null {
  if (origin === 'string') return pluralRu(count, 'символа', 'символов', 'символов');
  if (origin === 'array' || origin === 'set' || origin === 'map')
    return pluralRu(count, 'элемента', 'элементов', 'элементов');
  if (origin === 'file') return pluralRu(count, 'байта', 'байт', 'байт');
  return null;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const minimum = Number(issue.minimum);
  if (issue.origin === 'string' && minimum === 1) return 'Заполните поле';
  const units = unitsOf(issue.origin, minimum);
  if (units) return `Должно быть не меньше ${minimum} ${units}`;
  return issue.inclusive
    ? `Должно быть не меньше ${String(issue.minimum)}`
    : `Должно быть больше ${String(issue.minimum)}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const maximum = Number(issue.maximum);
  const units = unitsOf(issue.origin, maximum);
  if (units) return `Должно быть не больше ${maximum} ${units}`;
  return issue.inclusive
    ? `Должно быть не больше ${String(issue.maximum)}`
    : `Должно быть меньше ${String(issue.maximum)}`;
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'starts_with' && 'prefix' in issue) return `Должно начинаться с «${String(issue.prefix)}»`;
  if (issue.format === 'ends_with' && 'suffix' in issue) return `Должно заканчиваться на «${String(issue.suffix)}»`;
  if (issue.format === 'includes' && 'includes' in issue) return `Должно содержать «${String(issue.includes)}»`;
  return FORMAT_MESSAGES[issue.format] ?? 'Неверный формат';
}

/**
 * The Russian message of a validation issue that carries no message of its own. Zod's bundled `ru` locale
 * leaves type and field names in English («ожидалось number, получено string»), so people would see them.
 */
export function russianIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Обязательное поле';
      return `Неверный тип: ожидается ${TYPE_NAMES[issue.expected] ?? 'другое значение'}`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `Должно быть кратно ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'Лишние поля' : 'Лишнее поле'}: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Допустимое значение: ${String(issue.values[0])}`
        : `Допустимые значения: ${issue.values.map(String).join(', ')}`;
    default:
      return 'Неверное значение';
  }
}

/** Every zod schema of the product, in the API and in the browser, explains itself in Russian. */
export function applyRussianValidationMessages(): void {
  z.config({ localeError: russianIssueMessage });
}

// On import: whoever loads the domain's schemas gets their messages in Russian.
applyRussianValidationMessages();
