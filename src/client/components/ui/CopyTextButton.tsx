import { Copy } from 'lucide-react';
import { Button } from './Button';
import { toast } from './toast-store';

/** A button that copies `text` and says so (a toast), or asks to copy it by hand when the browser refuses. */
export function CopyTextButton({ text, label, what }: { text: string; label: string; what: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => toast({ type: 'success', title: `${what} copied` }),
          () => toast({ type: 'error', title: `Could not copy the ${what.toLowerCase()}`, message: 'Select it and copy it by hand.' }),
        )
      }
    >
      <Copy className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}
