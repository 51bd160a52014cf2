import { Icon } from '../../../components/ui/icon';

/** The server's answer to a failed submit, shown above the submit button. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      <Icon name="alert" className="mt-px size-4" />
      <span className="min-w-0 break-words">{message}</span>
    </div>
  );
}
