import { SEARCH_INPUT_DEFAULT_SUFFIX } from '@lootmarket/domain';
import { NumberInput, type NumberInputProps } from './number-input';

/** The spec's search input (§9): a number field of a search or filter whose suffix is ₽ unless given. */
export function SearchNumberInput({ suffix = SEARCH_INPUT_DEFAULT_SUFFIX, ...props }: NumberInputProps) {
  return <NumberInput suffix={suffix} {...props} />;
}
