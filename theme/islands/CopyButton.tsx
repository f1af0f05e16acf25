// Copy a code block's text; the code is read from the page at click time, not duplicated in props.
import { useRef, useState } from 'react';
import { copyText } from '../shared/clipboard.ts';
import { Icon } from '../components/Icons.tsx';

export default function CopyButton() {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const copy = async () => {
    await copyText(ref.current?.closest('.code-block')?.querySelector('pre code')?.textContent ?? '');
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <button
      ref={ref}
      type="button"
      className="code-block__copy"
      onClick={copy}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title={copied ? 'Copied' : 'Copy'}
    >
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      <span className="code-block__copy-text" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}
