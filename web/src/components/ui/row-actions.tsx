import { Button } from './button';
import { Icon } from './icon';

export interface EditDeleteActionsProps {
  /** Accessible names, translated by the caller ("Edit <name>", "Delete <name>"). */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The edit and delete icon buttons at the end of an admin table row. */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: EditDeleteActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" className="px-2" aria-label={editLabel} onClick={onEdit}>
        <Icon name="edit" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 text-red-600 hover:bg-red-50 hover:text-red-700"
        aria-label={deleteLabel}
        onClick={onDelete}
      >
        <Icon name="trash" className="size-4" />
      </Button>
    </div>
  );
}
