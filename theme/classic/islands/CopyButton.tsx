// The classic theme's copy button, in Docusaurus's markup (`clean-btn` in the block's `buttonGroup`,
// shown on hover): the code is read from the page at click time, not duplicated in props.
import { useRef, useState } from 'react';
import { copyText } from '../../shared/clipboard.ts';
import { CopyIcon, SuccessIcon } from '../../shared/copy-icons.tsx';
import { themeString } from '../theme-text.tsx';
import { CodeBlockButtonsCopyButton as styles } from '../../shared/docusaurus-classes.ts';

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
      className={copied ? `clean-btn ${styles.copyButtonCopied}` : 'clean-btn'}
      onClick={copy}
      aria-label={
        copied
          ? themeString('theme.CodeBlock.copied', 'Copied')
          : themeString('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard')
      }
      title={themeString('theme.CodeBlock.copy', 'Copy')}
    >
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <CopyIcon className={styles.copyButtonIcon} />
        <SuccessIcon className={styles.copyButtonSuccessIcon} />
      </span>
    </button>
  );
}
