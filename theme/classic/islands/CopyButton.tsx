// The classic theme's copy button, in Docusaurus's markup (`clean-btn` in the block's `buttonGroup`,
// shown on hover): the code is read from the page at click time, not duplicated in props.
import { useRef, useState } from 'react';
import { copyText } from '../../shared/clipboard.ts';

export default function CopyButton() {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const copy = async () => {
    await copyText(ref.current?.closest('.theme-code-block')?.querySelector('pre code')?.textContent ?? '');
    setCopied(true);
    setTimeout(() => setCopied(false), 1000);
  };
  return (
    <button
      ref={ref}
      type="button"
      className={`clean-btn${copied ? ' copyButtonCopied' : ''}`}
      onClick={copy}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title="Copy"
    >
      <span className="copyButtonIcons" aria-hidden="true">
        <svg className="copyButtonIcon" viewBox="0 0 24 24" width="18" height="18">
          <path fill="currentColor" d="M8 7h11v14H8z M6 5v18h15V5z M3 1h13v2H5v14H3z" fillRule="evenodd" />
        </svg>
        <svg className="copyButtonSuccessIcon" viewBox="0 0 24 24" width="18" height="18">
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        </svg>
      </span>
    </button>
  );
}
