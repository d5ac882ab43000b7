import { AppError } from '../../platform/http/app-error';

/** Whether a lookup that answers 404 for strangers found the thing; other failures still fail. */
export async function isFound(lookup: Promise<unknown>): Promise<boolean> {
  try {
    await lookup;
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}
