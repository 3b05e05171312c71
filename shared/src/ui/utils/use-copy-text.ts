import { useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Copying a text (a link) with a button, and how it went: a refused or missing clipboard is 'failed'. */
export function useCopyText(): { copyStatus: CopyStatus; copyText: (text: string) => Promise<void> } {
  const [copyStatus, setCopyStatus] = useState<CopyStatus>('idle');

  async function copyText(text: string) {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  }

  return { copyStatus, copyText };
}
