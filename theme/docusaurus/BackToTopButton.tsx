// @theme/BackToTopButton: the button that takes the visitor back to the top, as a docs page carries
// it; the classic theme's script starts its behaviour on the first scroll wherever it is
// (theme/islands/back-to-top.ts): shown while scrolling back up, a click goes to the top.
import { BACK_TO_TOP_CLASS } from '../shared/back-to-top.ts';
import { BackToTopButton as styles } from '../shared/docusaurus-classes.ts';

/** `label`: the classic theme's, in the site's language (theme.BackToTopButton.buttonAriaLabel). */
export default function BackToTopButton({ label = 'Scroll back to top' }: { label?: string }) {
  return (
    <button type="button" aria-label={label} className={`clean-btn ${BACK_TO_TOP_CLASS} ${styles.backToTopButton}`} />
  );
}
