import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { toast } from '@powernest/shared-ui';
import { SHARED_TEXT as TEXT } from '../text';
import { CheckIcon, CopyIcon } from '@powernest/shared-ui/icons';

/** product.md §9: the copied mark clears after 2 seconds. */
const COPIED_MS = 2000;

/**
 * Copies `value` to the clipboard: "Copied!" for 2 s, or a "Copy Failed" toast. `label` names
 * what is copied in the button's name and the toast instead of the value (a password).
 */
export function CopyButton({ value, label = value }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: TEXT.copy.copied, description: `${label} copied to the clipboard.`, variant: 'success' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setCopied(false);
      toast({ title: TEXT.copy.failedTitle, description: TEXT.copy.failedDescription, variant: 'destructive' });
    }
  }

  return (
    <Button
      size="small"
      variant={copied ? 'contained' : 'outlined'}
      color={copied ? 'success' : 'primary'}
      onClick={copy}
      aria-label={`${copied ? TEXT.copy.copied : TEXT.copy.copy} ${label}`}
      startIcon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      sx={{ minWidth: 96, flexShrink: 0 }}
    >
      {copied ? TEXT.copy.copied : TEXT.copy.copy}
    </Button>
  );
}
