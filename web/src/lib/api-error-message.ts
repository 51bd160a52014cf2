import { ApiError } from './api-client';
import { i18n } from './i18n';
import { serverMessageId } from './server-messages';

/** The sentence to show for a failed call: the server's msg, or a translated fallback. */
export function describeApiError(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n._('error.server');
  if (error.kind === 'timeout') return i18n._('error.timeout');
  if (error.kind === 'network') return i18n._('error.network');
  if (error.msg) {
    const known = serverMessageId(error.msg);
    return known ? i18n._(known.id, known.values) : error.msg;
  }
  if (error.status === 404) return i18n._('error.not-found');
  return i18n._('error.server');
}
